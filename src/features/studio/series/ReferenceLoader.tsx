import { FileInput } from '../controls/FileInput.tsx';

interface ReferenceLoaderProps {
  onFile: (fileName: string, text: string) => void;
  onClear: (() => void) | null;
}

/** "Load reference angles": a second set of angles (the Studio's export, `bodyplan ik` output, ground truth) to compare with. */
export function ReferenceLoader({ onFile, onClear }: ReferenceLoaderProps) {
  return (
    <>
      <label className="studio-search">
        Load reference angle file (JSON or CSV)
        <FileInput accept=".json,.csv,application/json,text/csv" onFiles={async ([file]) => onFile(file!.name, await file!.text())} />
      </label>
      {onClear && (
        <div className="studio-row">
          <button type="button" onClick={onClear}>
            Remove reference
          </button>
        </div>
      )}
    </>
  );
}
