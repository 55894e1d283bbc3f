// SPEC §7 bill download "saved as a file named as the provider's invoice": the bytes become an object URL that a
// hidden <a download="…"> clicks, so the browser saves the file under that name without leaving the page.

/** How long the object URL outlives the click (the browser reads it asynchronously). */
export const OBJECT_URL_LIFETIME_MS = 30_000;

export function saveFile(blob: Blob, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(blob);
  const link = doc.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  link.hidden = true;
  doc.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
  }
}
