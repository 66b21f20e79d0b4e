/** The words for a section's source and style. */
import { useLingui } from '@lingui/react/macro';
import type { LayoutSection, SectionSource } from '../../../core/home-layout';

export function useSectionLabels() {
  const { t } = useLingui();
  const sources: { value: SectionSource; label: string }[] = [
    { value: 'picks', label: t`手选作品` },
    { value: 'editor', label: t`编辑推荐（作品的推荐位）` },
    { value: 'rank', label: t`人气排行` },
    { value: 'new', label: t`新作上架` },
    { value: 'completed', label: t`完结作品` },
    { value: 'free', label: t`限时免费` },
    { value: 'today', label: t`今日更新` },
    { value: 'topic', label: t`专题` },
  ];
  const styles: { value: LayoutSection['style']; label: string }[] = [
    { value: 'rail', label: t`横向滑动` },
    { value: 'grid', label: t`三列宫格` },
    { value: 'rank', label: t`排行列表` },
    { value: 'wide', label: t`两列宽图` },
  ];
  return {
    sources,
    styles,
    source: (value: SectionSource) => sources.find((s) => s.value === value)?.label ?? value,
    style: (value: LayoutSection['style']) => styles.find((s) => s.value === value)?.label ?? value,
  };
}
