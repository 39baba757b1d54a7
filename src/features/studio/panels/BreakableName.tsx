import { Fragment } from 'react';
import { nameBreaks } from '../model/nameBreaks.ts';

/** A long name that wraps at its word boundaries (<wbr> after each piece); the text is unchanged. */
export function BreakableName({ name }: { name: string }) {
  return (
    <>
      {nameBreaks(name).map((piece, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </>
  );
}
