import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type DragEvent,
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { Alert, CrossIcon, GiftIcon, IconButton, LinkButton, LockIcon, VisuallyHidden } from 'shared-ui';
import { CHAT_ATTACHMENT_MAX_BYTES, pathTo, settingsAtom } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { PhotoIcon, SendIcon } from '../../components/icons';
import { counterThreshold, PHOTO_TYPES, photoProblem, type PhotoProblem } from './photo-file';
import { PricingNote } from './PricingNote';
import { useDraft } from './useDraft';

/** The text area grows with its text up to about six lines, then scrolls. */
const MAX_TEXTAREA_HEIGHT_PX = 160;

const Form = styled.form<{ $dragging: boolean }>`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.sm + 4}px`};
  padding-bottom: max(${({ theme }) => theme.space.sm}px, env(safe-area-inset-bottom));
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  ${({ $dragging, theme }) =>
    $dragging &&
    css`
      outline: 3px dashed ${theme.colors.primary};
      outline-offset: -6px;
    `}
`;

const DropHint = styled.p`
  position: absolute;
  inset: 0;
  z-index: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  margin: 0;
  background: ${({ theme }) => theme.colors.primarySubtle};
  color: ${({ theme }) => theme.tones.primary.onSubtle};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  pointer-events: none;
`;

const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.xs}px;
`;

const TextArea = styled.textarea`
  flex: 1;
  min-width: 0;
  min-height: ${({ theme }) => theme.touchTarget};
  max-height: ${MAX_TEXTAREA_HEIGHT_PX}px;
  padding: ${({ theme }) => `${theme.space.sm + 2}px ${theme.space.md}px`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: 22px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  line-height: ${({ theme }) => theme.lineHeights.tight};
  resize: none;

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/* Under the text area: photo and gift, what a message costs, and the counter near the limit. */
const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${({ theme }) => theme.space.sm}px;
  margin-bottom: -${({ theme }) => theme.space.xs}px;
`;

const Tools = styled.div`
  display: flex;
  margin-left: -${({ theme }) => theme.space.sm}px;
`;

/* Beside the tools, wrapping onto a second line of its own rather than under them. */
const Pricing = styled(PricingNote)`
  flex: 1 1 12em;
  min-width: 0;
`;

const Counter = styled.p<{ $full: boolean }>`
  margin: 0 0 0 auto;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $full }) => ($full ? theme.tones.danger.onSubtle : theme.colors.textMuted)};
  font-weight: ${({ theme, $full }) => ($full ? theme.fontWeights.bold : theme.fontWeights.regular)};
`;

/* The photo icon with a small padlock on its corner: photos are for premium members, said before a tap. */
const LockedPhoto = styled.span`
  position: relative;
  display: inline-flex;

  & > svg:last-child {
    position: absolute;
    right: -0.45em;
    bottom: -0.35em;
    padding: 1px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    font-size: 0.7em;
  }
`;

const Preview = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.xs}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  img {
    width: 56px;
    height: 56px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
  }

  p {
    display: grid;
    flex: 1;
    min-width: 0;
    margin: 0;
  }

  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

export interface ComposerProps {
  /** The member the messages go to (the text area's label names them). */
  recipientName: string;
  /** The site's message_length. */
  maxLength: number;
  /** Photos are a premium feature: free members see a padlock and are told so instead of choosing a file. */
  canAttachPhotos: boolean;
  onSendText: (text: string) => void;
  onSendPhoto: (photo: File) => void;
  onOpenGifts: () => void;
  /** Called as the member types (the caller throttles the typing signal). */
  onTyping?: () => void;
  /** The text area, for the chat to give focus back to it. */
  textareaRef?: RefObject<HTMLTextAreaElement | null>;
  /** Keeps the unsent text for the session under this key (one per conversation); sending clears it. */
  draftKey?: string;
  /** Offers buying credits beside what a message costs (the chat opens its credits sheet). */
  onBuyCredits?: () => void;
  /**
   * The member cannot pay for a text (no free messages, too few credits): sending opens buying credits
   * instead, before anything is sent, and the text stays in the composer.
   */
  textUnaffordable?: boolean;
}

/** The chosen photo with its preview (an object URL, released when the photo goes). */
function usePhotoChoice() {
  const [choice, setChoice] = useState<{ file: File; previewUrl: string | null } | null>(null);
  const release = (previewUrl: string | null | undefined) => {
    if (previewUrl) URL.revokeObjectURL(previewUrl);
  };
  const current = useRef(choice);
  useEffect(() => {
    current.current = choice;
  });
  useEffect(() => () => release(current.current?.previewUrl), []);
  const choose = (file: File | null) => {
    release(current.current?.previewUrl);
    const previewUrl = file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
    const next = file ? { file, previewUrl } : null;
    current.current = next;
    setChoice(next);
  };
  return { photo: choice?.file ?? null, previewUrl: choice?.previewUrl ?? null, choose };
}

/**
 * The chat's footer: the text area (Enter sends, Shift+Enter starts a new line, a counter near the
 * site's limit), a photo (button or dropped on it, premium only), a gift, the send button and what a
 * message costs. Focus stays in the text area after sending.
 */
export function Composer({
  recipientName,
  maxLength,
  canAttachPhotos,
  onSendText,
  onSendPhoto,
  onOpenGifts,
  onTyping,
  textareaRef,
  draftKey,
  onBuyCredits,
  textUnaffordable = false,
}: ComposerProps) {
  const { t } = useTranslation(namespace);
  const ownRef = useRef<HTMLTextAreaElement>(null);
  const textarea = textareaRef ?? ownRef;
  const fileInput = useRef<HTMLInputElement>(null);
  const counterId = useId();
  const [text, setText] = useDraft(draftKey);
  const { photo, previewUrl, choose: setPhoto } = usePhotoChoice();
  const [notice, setNotice] = useState<'premium' | Exclude<PhotoProblem, null> | null>(null);
  const [dragging, setDragging] = useState(false);

  const photoCredits = useAtomValue(settingsAtom)?.photo_credits ?? 0;
  const hasText = text.trim().length > 0;
  const showCounter = text.length >= maxLength - counterThreshold(maxLength);

  // The text area fits its text before paint: a draft kept from an earlier visit, each keystroke, and the
  // empty field after sending.
  useLayoutEffect(() => {
    const element = textarea.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, MAX_TEXTAREA_HEIGHT_PX)}px`;
  }, [text, textarea]);

  const send = () => {
    if (!hasText && !photo) return;
    if (hasText && textUnaffordable && onBuyCredits) {
      onBuyCredits();
      return;
    }
    if (photo) onSendPhoto(photo);
    if (hasText) onSendText(text);
    setText('');
    setPhoto(null);
    setNotice(null);
    textarea.current?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter is a new line; Enter that confirms an input method's composition is neither.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const choosePhoto = (file: File | undefined) => {
    if (!file) return;
    if (!canAttachPhotos) {
      setNotice('premium');
      return;
    }
    const problem = photoProblem(file);
    setNotice(problem);
    if (!problem) setPhoto(file);
  };

  const onPhotoButton = () => {
    if (canAttachPhotos) fileInput.current?.click();
    else setNotice('premium');
  };

  const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

  const onDragOver = (event: DragEvent<HTMLFormElement>) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  const onDragLeave = (event: DragEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };

  const onDrop = (event: DragEvent<HTMLFormElement>) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    setDragging(false);
    choosePhoto(event.dataTransfer.files[0]);
  };

  return (
    <Form
      onSubmit={onSubmit}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
      $dragging={dragging}
      aria-label={t('composer.label', { name: recipientName })}
    >
      {dragging && <DropHint>{t('composer.dropHint')}</DropHint>}
      {notice === 'premium' && (
        <Alert
          tone="info"
          onDismiss={() => setNotice(null)}
          action={<LinkButton to={pathTo('premium')}>{t('errors.getPremium')}</LinkButton>}
        >
          {t('composer.photoPremiumOnly')}
        </Alert>
      )}
      {(notice === 'notAnImage' || notice === 'tooLarge') && (
        <Alert tone="warning" onDismiss={() => setNotice(null)}>
          {notice === 'tooLarge'
            ? t('composer.photoTooLarge', { megabytes: Math.round(CHAT_ATTACHMENT_MAX_BYTES / 1024 / 1024) })
            : t('composer.photoNotAnImage')}
        </Alert>
      )}
      {photo && (
        <Preview>
          {previewUrl && <img src={previewUrl} alt="" />}
          <p>
            <span>{t('composer.photoChosen', { file: photo.name })}</span>
            <small>{t('composer.photoCost', { count: photoCredits })}</small>
          </p>
          <IconButton aria-label={t('composer.removePhoto')} onClick={() => setPhoto(null)}>
            <CrossIcon />
          </IconButton>
        </Preview>
      )}
      <Row>
        <VisuallyHidden as="label" htmlFor={`${counterId}-text`}>
          {t('composer.label', { name: recipientName })}
        </VisuallyHidden>
        <TextArea
          ref={textarea}
          id={`${counterId}-text`}
          rows={1}
          value={text}
          maxLength={maxLength}
          placeholder={t('composer.placeholder')}
          aria-describedby={showCounter ? counterId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            onTyping?.();
          }}
          onKeyDown={onKeyDown}
          enterKeyHint="send"
        />
        <IconButton
          variant="primary"
          type="submit"
          disabled={!hasText && !photo}
          aria-label={t('composer.send')}
        >
          <SendIcon />
        </IconButton>
      </Row>
      <Footer>
        <Tools>
          {canAttachPhotos ? (
            <IconButton
              aria-label={t('composer.addPhoto')}
              title={t('composer.addPhoto')}
              onClick={onPhotoButton}
            >
              <PhotoIcon />
            </IconButton>
          ) : (
            <IconButton
              aria-label={t('composer.addPhotoLocked')}
              title={t('composer.addPhotoLocked')}
              onClick={onPhotoButton}
            >
              <LockedPhoto>
                <PhotoIcon />
                <LockIcon />
              </LockedPhoto>
            </IconButton>
          )}
          <IconButton
            aria-label={t('composer.sendGift')}
            title={t('composer.sendGift')}
            onClick={onOpenGifts}
          >
            <GiftIcon />
          </IconButton>
        </Tools>
        <Pricing onBuyCredits={onBuyCredits} />
        {showCounter && (
          <Counter id={counterId} $full={text.length >= maxLength}>
            {t('composer.counter', { count: text.length, max: maxLength })}
          </Counter>
        )}
      </Footer>
      {/* No file picker at all for a free member: the notice explains first, and nothing can be chosen. */}
      {canAttachPhotos && (
        <input
          ref={fileInput}
          type="file"
          accept={PHOTO_TYPES.join(',')}
          hidden
          onChange={(event) => {
            choosePhoto(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      )}
    </Form>
  );
}
