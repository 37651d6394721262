// Saves a downloaded file (a Blob) under a name, as the browser's own download would: the population's CSV and the
// collection's CSV (issue #25). The object URL is let go once the download has surely started.
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
