// The bill's in-page preview (issue 15, /detalii-facturi): the document's bytes through the download call (SPEC §7
// GET .../billDocument/{type}/download, not saved: `save: false`), shown in a frame from a blob: address that is
// revoked when the preview goes. A module of its own, loaded with React.lazy on "Previzualizează factura" only.
import React, { useEffect, useRef, useState } from "react";
import type { BillDocumentType } from "../../../domain/enums";
import { ErrorRibbon } from "../../../components/errors/ErrorRibbon";
import { useDownloadDocument } from "../../../hooks/billing/bills";
import { roBillSummary } from "../../../i18n/ro/billSummary";

export interface PdfPreviewProps {
  billId: string;
  type: BillDocumentType;
  /** The bill's document name (billDocument[].name). */
  fileName?: string | null;
  /** SPEC §6: a closed account's bill. */
  closedBan?: string | null;
}

export function PdfPreview({ billId, type, fileName = null, closedBan = null }: PdfPreviewProps): React.ReactElement {
  const t = roBillSummary.details;
  const download = useDownloadDocument();
  const { mutate } = download;
  const [url, setUrl] = useState<string | null>(null);
  const asked = useRef(false);

  const load = React.useCallback(
    () => mutate({ billId, type, fileName, closedBan, save: false }),
    [mutate, billId, type, fileName, closedBan],
  );

  // Once per preview (a development double effect does not download twice).
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    load();
  }, [load]);

  const blob = download.data?.blob ?? null;
  useEffect(() => {
    if (!blob) return undefined;
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [blob]);

  if (download.isError) return <ErrorRibbon what={t.previewError} error={download.error} onRetry={load} />;
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
