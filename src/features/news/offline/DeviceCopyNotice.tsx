import type { QueryKey } from '@tanstack/react-query';
import { useDisplayLanguage } from '../../readerCommon/useDisplayLanguage.ts';
import { formatClockTime } from '../../readerCommon/formatClockTime.ts';
import { useMessages } from '../../../i18n/UiLanguageContext.tsx';
import { isDeviceCopy } from './deviceCopies.ts';

/** "Saved on this device HH:MM" while the data on screen is the copy kept on this device (the API has not answered since). */
export function DeviceCopyNotice({ queryKey, fetchedAt }: { queryKey: QueryKey; fetchedAt: number }) {
  const t = useMessages().reading;
  const [language] = useDisplayLanguage();
  if (!isDeviceCopy(queryKey, fetchedAt)) return null;
  return (
    <p className="device-copy-notice" role="status">
      {t.savedOnDevice(formatClockTime(fetchedAt, language))}
    </p>
  );
}
