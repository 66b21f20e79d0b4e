/** One home section in its style: a rail of covers, a grid, a numbered ranking or wide cards. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Section } from '../../core/contract/content';
import { Icon } from '../../ui/Icon';
import { COVER_SIZES } from '../../works/cover-sources';
import { WorkCover } from '../../works/WorkCover';
import { WorkRow } from '../../works/WorkRow';
import { CoverRail, sectionStyles as styles, WorkSection } from '../../works/WorkSection';

/**
 * The standard sections' titles, said in the reader's language by their ids (the server gives a
 * section an editor renamed an id of its own: its title is shown as written).
 */
const SECTION_TITLES: Record<string, MessageDescriptor> = {
  editor: msg`编辑推荐`,
  rank: msg`人气排行`,
  new: msg`新作上架`,
  completed: msg`完结佳作`,
  free: msg`限时免费`,
  today: msg`今日更新`,
  topics: msg`精选专题`,
};

/** Query values arrive as text; the list routes validate numbers as numbers. */
const typed = (query: Record<string, string>) =>
  Object.fromEntries(Object.entries(query).map(([k, v]) => [k, /^\d+$/.test(v) ? Number(v) : v]));

function MoreLink({ more }: { more: NonNullable<Section['more']> }) {
  return (
    <Link to={more.path} search={typed(more.query) as never} className={styles.more}>
      <Trans>更多</Trans>
      <Icon name="chevron" size={14} />
    </Link>
  );
}

/** `lead`: the home's first section with no banner above it, whose first cover is the largest image. */
export function SectionView({ section, lead = false }: { section: Section; lead?: boolean }) {
  const { i18n } = useLingui();
  if (section.items.length === 0) return null;
  const known = SECTION_TITLES[section.id];
  return (
    <WorkSection
      title={known ? i18n._(known) : section.title}
      more={section.more && <MoreLink more={section.more} />}
      testId="home-section"
    >
      {section.style === 'rail' && <CoverRail works={section.items} eagerFirst={lead} />}
      {section.style === 'grid' && (
        <div className={styles.grid}>
          {section.items.slice(0, 6).map((work, i) => (
            <WorkCover key={work.id} work={work} line="author" eager={lead && i === 0} />
          ))}
        </div>
      )}
      {section.style === 'wide' && (
        <div className={styles.wide}>
          {section.items.slice(0, 4).map((work) => (
            <WorkCover key={work.id} work={work} line="intro" sizes={COVER_SIZES.wide} />
          ))}
        </div>
      )}
      {section.style === 'rank' && (
        <div className={styles.rank}>
          {section.items.slice(0, 6).map((work, i) => (
            <WorkRow key={work.id} work={work} rank={i + 1} />
          ))}
        </div>
      )}
    </WorkSection>
  );
}
