import { useState } from 'react';
import { useMessages } from '../../i18n/UiLanguageContext.tsx';
import { ClearOfflinePictures } from '../../ui/storage/ClearOfflinePictures.tsx';
import { storageNoLongerFull, useStorageFull } from '../../ui/storage/storageFull.ts';

/** Bytes as megabytes with one decimal: what a person compares with the browser's site-data settings. */
const megabytes = (bytes: number) => Math.round(bytes / 100_000) / 10;

/**
 * Shown in the reader's offline page and settings once the browser refused an offline copy because
 * this site's storage is full (issue 42: the padded picture copies filled it and the Studio's
 * autosave then failed), with the one action that frees the most: clearing the offline pictures.
 */
export function StorageFullNotice() {
  const t = useMessages().reading;
  const full = useStorageFull();
  // Stays after the clear, to say what it freed.
  const [cleared, setCleared] = useState(false);
  if (!full && !cleared) return null;
  return (
    <div className="storage-full-notice">
      {full && <p role="alert">{t.storageFull}</p>}
      <ClearOfflinePictures
        label={t.clearPictures}
        clearedText={(freedBytes) => t.picturesCleared(freedBytes === null ? null : megabytes(freedBytes))}
        failedText={t.clearFailed}
        onCleared={() => {
          setCleared(true);
          storageNoLongerFull();
        }}
      />
    </div>
  );
}
