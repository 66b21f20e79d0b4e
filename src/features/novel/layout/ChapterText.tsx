/**
 * One chapter's title and paragraphs, as text (React escapes it: nothing from the server is ever
 * read as HTML). Each paragraph carries its start offset in the chapter text (see text-layout.ts).
 * Memoised: a position change of the reader never re-renders a chapter's text.
 */
import { memo, useMemo } from 'react';
import styles from './ChapterText.module.css';
import { type Paragraph, paragraphsOf } from './novel-text';

export const ChapterText = memo(function ChapterText({ title, text }: { title: string; text: string }) {
  const paragraphs = useMemo(() => paragraphsOf(text), [text]);
  return (
    <>
      <ChapterHeading title={title} />
      <Paragraphs paragraphs={paragraphs} />
    </>
  );
});

export const ChapterHeading = ({ title }: { title: string }) => <h2 className={styles.chapterHeading}>{title}</h2>;

/** A run of the chapter's paragraphs (all of them, or a segment of a long one in paged mode). */
export const Paragraphs = memo(function Paragraphs({ paragraphs }: { paragraphs: readonly Paragraph[] }) {
  return paragraphs.map((p) => (
    <p key={p.start} className={styles.paragraph} data-start={p.start}>
      {p.text}
    </p>
  ));
});
