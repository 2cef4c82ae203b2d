/**
 * The development pages' one HTML rule: every value a page shows is escaped (`& < > " '`), in text and in
 * attribute values alike. Pages are plain template strings; each interpolated value goes through `escapeHtml`.
 */
export const escapeHtml = (value: unknown) =>
  String(value).replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );
