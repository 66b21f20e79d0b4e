/** A work's tags as its detail and its episode page show them (the look is the caller's: on the detail's art, or on the page). */
export function WorkTags({ tags, look }: { tags: readonly string[]; look: { tags?: string; tag?: string } }) {
  if (tags.length === 0) return null;
  return (
    <p className={look.tags}>
      {tags.map((tag) => (
        <span key={tag} className={look.tag}>
          {tag}
        </span>
      ))}
    </p>
  );
}
