/** Text and attribute values for the HTML the server writes itself (the document's links, the first paint). */
export const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
