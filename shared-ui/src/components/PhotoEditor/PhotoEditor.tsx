import { useEffect, useState } from 'react';
import { useUiText } from '../i18n/uiText';
import { CropDialog } from './CropDialog';
import { cropImage, type CropArea } from './cropImage';
import { PhotoAddTile } from './PhotoAddTile';

export interface PhotoEditorProps {
  /** Called with the cropped photo (a JPEG), or the original when it could not be cropped. */
  onPhoto: (photo: File) => void;
  /** The tile's text; defaults to the localized "Add photo". */
  label?: string;
  hint?: string;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  className?: string;
}

/**
 * Adding a photo as dating apps do: a camera tile opens the phone's camera or library, the photo is cropped to
 * the site's photo shape in a dialog, and the crop is what the caller uploads. The same in the signup's photo
 * step and on the own profile.
 */
export function PhotoEditor({
  onPhoto,
  label,
  hint,
  disabled,
  invalid,
  describedBy,
  className,
}: PhotoEditorProps) {
  const text = useUiText().photoEditor;
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  // The object URL lives as long as the dialog shows it.
  useEffect(() => (chosen ? () => URL.revokeObjectURL(chosen.url) : undefined), [chosen]);

  const use = async (area: CropArea | null) => {
    if (!chosen) return;
    const { file, url } = chosen;
    // A failed crop (an image the canvas cannot draw) still leaves the original, which the server checks.
    const photo = area ? await cropImage(url, area, file.name).catch(() => file) : file;
    setChosen(null);
    onPhoto(photo);
  };

  return (
    <>
      <PhotoAddTile
        className={className}
        label={label ?? text.add}
        hint={hint}
        disabled={disabled}
        invalid={invalid}
        describedBy={describedBy}
        onFile={(file) =>
          // Without object URLs (an old or embedded browser) there is nothing to crop in: the photo goes as
          // it is, and the server checks it like any upload.
          typeof URL.createObjectURL === 'function'
            ? setChosen({ file, url: URL.createObjectURL(file) })
            : onPhoto(file)
        }
      />
      <CropDialog
        image={chosen?.url ?? null}
        texts={text.crop}
        onUse={(area) => void use(area)}
        onCancel={() => setChosen(null)}
      />
    </>
  );
}
