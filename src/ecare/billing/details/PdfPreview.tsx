// The bill's in-page preview (issue 15, /detalii-facturi): the document's bytes through the download call (SPEC §7
// GET .../billDocument/{type}/download, not saved: `save: false`), shown in a frame from a blob: address that is
// revoked when the preview goes. A module of its own, loaded with React.lazy on "Previzualizează factura" only.
// Issue 24: only bytes that start with %PDF- are framed, always as an application/pdf Blob (the download call checks
// with `only: "pdf"`, and the frame is made only from a document of kind pdf), so an HTML or SVG answer never runs in
// the site's origin. The frame has no `sandbox` attribute on purpose: Chromium refuses its PDF viewer in any sandboxed
// frame (even allow-scripts allow-same-origin) and in one with a `csp` attribute; the viewer runs in its own origin.
import React, { useEffect, useRef, useState } from "react";
import type { BillDocumentType } from "../../../domain/enums";
import { ErrorRibbon } from "../../../components/errors/ErrorRibbon";
import { useDownloadDocument } from "../../../hooks/billing/bills";
import { DOCUMENT_FILE_TYPES } from "../../../domain/billing/documentBytes";
import { roBillSummary } from "../../../i18n/ro/billSummary";

const PDF_TYPE = DOCUMENT_FILE_TYPES.pdf.mimeType;

export interface PdfPreviewProps {
  billId: string;
  type: BillDocumentType;
  /** The bill's document name (billDocument[].name). */
  fileName?: string | null;
  /** SPEC §6: a closed account's bill. */
  closedBan?: string | null;
}

function PdfPreview({ billId, type, fileName = null, closedBan = null }: PdfPreviewProps): React.ReactElement {
  const t = roBillSummary.details;
  const download = useDownloadDocument();
  const { mutate } = download;
  const [url, setUrl] = useState<string | null>(null);
  const asked = useRef(false);

  const load = React.useCallback(
    () => mutate({ billId, type, fileName, closedBan, save: false, only: "pdf" }),
    [mutate, billId, type, fileName, closedBan],
  );

  // Once per preview (a development double effect does not download twice).
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    load();
  }, [load]);

  // Defence in depth: whatever answered, nothing but a PDF document of the fixed type reaches the frame.
  const doc = download.data;
  const blob = doc && doc.kind === "pdf" && doc.blob.type === PDF_TYPE ? doc.blob : null;
  const refused = doc !== undefined && blob === null;
  useEffect(() => {
    if (!blob) return undefined;
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [blob]);

  if (download.isError || refused) return <ErrorRibbon what={t.previewError} error={download.error} onRetry={load} />;
  if (!url) {
    return (
      <p className="bills-note" role="status">
        {t.previewLoading}
      </p>
    );
  }
  return <iframe className="summary-preview" title={t.previewFrame} src={url} />;
}

export default PdfPreview;
