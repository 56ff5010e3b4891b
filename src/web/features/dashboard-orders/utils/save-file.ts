/**
 * Hands text to the browser as a download. CSV starts with a byte order mark, so that
 * spreadsheets read accented names as UTF-8.
 */
export function saveFile(name: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The click has started the download; the link and the object URL are no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
