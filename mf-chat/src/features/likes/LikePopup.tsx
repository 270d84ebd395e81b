import { useEffect, useRef, useState } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'shared-ui/router';
import { MatchOverlay, useMatchMessage } from 'shared-ui';
import {
  AUTO_LIKE_RELOAD_DELAY_MS,
  fetchAutoLike,
  likePopupRequestedAtom,
  reloadLikes,
  rememberPurchaseReturn,
  userAtom,
  type MemberCard,
  pathTo,
} from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { ChatErrorAlert } from '../../components/ChatErrorAlert';
import { describeChatError } from '../../lib/chat-errors';
import { PricingNote } from '../chat-composer';

/**
 * The like popup of the `t` query parameter: once the delay has passed, the
 * automatic like call answers a member who just liked the user, shown in the new-like overlay; the
 * likes are reloaded AUTO_LIKE_RELOAD_DELAY_MS after that call, so the badge counts the new like.
 * Registered for the 'likes.popup' slot, which the shell renders on any page once the popup is asked for
 * and removes as soon as the request ends (no like, or the overlay closed).
 */
export default function LikePopup() {
  const { t } = useTranslation(namespace);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [requested, setRequested] = useAtom(likePopupRequestedAtom);
  const userId = useAtomValue(userAtom)?.profile.id ?? null;
  const loggedIn = userId !== null;
  const [profile, setProfile] = useState<MemberCard | null>(null);
  // The server likes once per call (and at most once an hour): StrictMode's second effect run must not
  // call again, so the request in flight is remembered in a ref rather than cancelled on cleanup.
  const inFlight = useRef(false);

  useEffect(() => {
    if (!requested) return;
    if (userId === null) {
      // Nobody can like a visitor: the request lapses (also when the member logs out with it open).
      setRequested(false);
      return;
    }
    if (inFlight.current) return;
    inFlight.current = true;
    fetchAutoLike()
      .then((answer) => {
        // The reload follows the call, not the overlay: the shell removes the popup as soon as the request
        // ends (no like, or the overlay closed at once), so the timer is never cleared with the component.
        // The query client is the app's and outlives it.
        setTimeout(() => void reloadLikes(queryClient, userId), AUTO_LIKE_RELOAD_DELAY_MS);
        setProfile(answer.profile);
        if (!answer.profile) setRequested(false);
      })
      .catch(() => setRequested(false))
      .finally(() => {
        inFlight.current = false;
      });
  }, [requested, userId, setRequested, queryClient]);

  const close = () => {
    setProfile(null);
    setRequested(false);
  };
  // Saying hello from the overlay: an ordinary paid message, then the conversation it started.
  // A refusal is worded as the chat words it.
  const message = useMatchMessage(profile, close, (error, member) =>
    describeChatError(error, t, member.name),
  );

  // The overlay itself only emits the id. The popup closes on the way to the
  // profile: the member asked to see that page, and an overlay left on top would hide it.
  const openProfile = (id: number) => {
    close();
    navigate(pathTo('members-id', { id: id }));
  };

  // Buying credits leaves for the credits page, and comes back to the chat with this member once paid.
  const buyCredits = (id: number) => {
    close();
    rememberPurchaseReturn(pathTo('members-id-chat', { id }));
    navigate(pathTo('credits'));
  };

  const shown = requested && loggedIn ? profile : null;
  return (
    <>
      <MatchOverlay
        profile={shown}
        title={t('likes.popup.title')}
        onClose={close}
        onSelect={openProfile}
        message={
          shown
            ? {
                onSend: message.send,
                maxLength: message.maxLength,
                note: message.refusal ? (
                  <ChatErrorAlert error={message.refusal} onBuyCredits={() => buyCredits(shown.id)} />
                ) : (
                  <PricingNote />
                ),
              }
            : undefined
        }
      />
    </>
  );
}
