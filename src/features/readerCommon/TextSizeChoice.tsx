import { useState } from 'react';
import { TEXT_SIZES, chooseTextSize, storedTextSize, type TextSize } from './textSize.ts';
import { useMessages } from '../../i18n/UiLanguageContext.tsx';

/** The text size's three steps as a labelled radio group: the choice applies at once and is kept on this device. */
export function TextSizeChoice() {
  const t = useMessages().settings;
  const [size, setSize] = useState<TextSize>(storedTextSize);
  return (
    <fieldset className="text-size-choice">
      <legend>{t.textSize}</legend>
      {TEXT_SIZES.map((value) => (
        <label key={value}>
          <input
            type="radio"
            name="reader-text-size"
            value={value}
            checked={size === value}
            onChange={() => {
              setSize(value);
              chooseTextSize(value);
            }}
          />
          {t.textSizes[value]}
        </label>
      ))}
    </fieldset>
  );
}
