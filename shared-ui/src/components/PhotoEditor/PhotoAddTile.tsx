import type { ChangeEvent } from 'react';
import styled from 'styled-components';
import { PHOTO_ASPECT } from 'contract/constants';
import { Icon, type IconProps } from '../Icons/Icons';
import { withoutProps } from '../internal/forwardProps';

/** A camera: adding a photo. */
export function CameraIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z" />
      <circle cx="12" cy="13.5" r="3.5" />
    </Icon>
  );
}

const Tile = styled.label.withConfig(withoutProps('invalid', 'disabled'))<{
  invalid: boolean;
  disabled: boolean;
}>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm}px;
  width: 100%;
  aspect-ratio: ${PHOTO_ASPECT.width} / ${PHOTO_ASPECT.height};
  padding: ${({ theme }) => theme.space.md}px;
  border: 2px dashed
    ${({ theme, invalid }) => (invalid ? theme.tones.danger.border : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
  cursor: ${({ disabled }) => (disabled ? 'default' : 'pointer')};
  opacity: ${({ disabled }) => (disabled ? 0.6 : 1)};
  transition:
    border-color ${({ theme }) => theme.transitions.fast},
    background-color ${({ theme }) => theme.transitions.fast};

  &:hover {
    border-color: ${({ theme, disabled }) => (disabled ? undefined : theme.colors.primary)};
  }

  /* The file input is hidden but keeps the focus: the tile shows it. */
  &:focus-within {
    outline: ${({ theme }) => `${theme.focusRing.width} solid ${theme.focusRing.color}`};
    outline-offset: ${({ theme }) => theme.focusRing.offset};
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Camera = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 28px;
`;

const Label = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Hint = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/* Out of sight, yet focusable and announced: the tile is its visible label. */
const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

export interface PhotoAddTileProps {
  /** The tile's text and the input's accessible name ("Add photo"). */
  label: string;
  /** A line under the label (e.g. what happens next). */
  hint?: string;
  onFile: (file: File) => void;
  disabled?: boolean;
  invalid?: boolean;
  /** Id of an element that describes the input (an error message). */
  describedBy?: string;
  className?: string;
}

/**
 * A big tile with a camera to add a photo: the native file input, out of sight but reachable by keyboard and
 * screen readers. Images only; no `capture`, so a phone offers its camera and its library alike.
 */
export function PhotoAddTile({
  label,
  hint,
  onFile,
  disabled = false,
  invalid = false,
  describedBy,
  className,
}: PhotoAddTileProps) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again is a change too.
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <Tile className={className} invalid={invalid} disabled={disabled}>
      <Camera>
        <CameraIcon />
      </Camera>
      <Label>{label}</Label>
      {hint && <Hint>{hint}</Hint>}
      <HiddenInput
        type="file"
        name="photo"
        accept="image/*"
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={onChange}
      />
    </Tile>
  );
}
