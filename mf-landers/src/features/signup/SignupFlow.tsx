import { useRef, useState } from 'react';
import { useSetAtom } from 'jotai';
import { useNavigate, useSearchParams } from 'shared-ui/router';
import styled from 'styled-components';
import { userAtom, pathTo } from 'shared-ui/kernel';
import { AboutStep } from './AboutStep';
import { DetailsStep } from './DetailsStep';
import { PersonalStep } from './PersonalStep';
import { PhotoStep } from './PhotoStep';
import { ACCOUNT_STEPS, ProgressDots, PROFILE_STEPS } from './ProgressDots';
import { PushStep } from './PushStep';
import { updateProfile, type ProfileUpdate } from './signup-api';
import { StartStep } from './StartStep';

const Flow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
`;

/** After the account (step 0) and the four profile steps comes the push-notification prompt. */
const PUSH_STEP = PROFILE_STEPS.length + 1;

export interface SignupFlowProps {
  /** Ties the signup to a member's profile (/members/:id/signup, or the modal opened from a profile). */
  memberId?: number;
  /**
   * True from the moment the signup is sent until the flow ends: the desktop modal must not be
   * closable by backdrop or Escape meanwhile. False again when the signup is refused,
   * at the end, and when the visitor leaves for the login.
   */
  onProgress?: (inProgress: boolean) => void;
  /** The flow is over (completed, or left for the login page): a host closes its modal. */
  onDone?: () => void;
  /**
   * True while the first step holds anything typed or chosen: a modal host asks before Escape, the backdrop
   * or its close button throws that away.
   */
  onDirty?: (dirty: boolean) => void;
  /** The invite code of an invite link (/:token); else the page's `?invite=` parameter, if any. */
  invite?: string;
}

/**
 * The multi-step signup, one component for the signup pages and the shell's desktop modal. The spec's step 0
 * is three short screens that end with a living account (whom, name and birthday, login); the spec's steps
 * 1 to 4 (photo, personal info, details, about me) follow as profile completion, each skippable, and all
 * of them at once with 'Finish later'; then the push-notification prompt, then the e-mail confirmation page.
 */
export default function SignupFlow({
  memberId,
  onProgress,
  onDone,
  onDirty,
  invite: invitedBy,
}: SignupFlowProps) {
  const [step, setStep] = useState(0);
  const [screen, setScreen] = useState(0);
  const navigate = useNavigate();
  const setUser = useSetAtom(userAtom);
  const [searchParams] = useSearchParams();
  const invite = invitedBy ?? searchParams.get('invite') ?? undefined;
  const flowRef = useRef<HTMLDivElement>(null);

  const next = () => {
    setStep((current) => current + 1);
    // Each step starts at the top, for eyes and screen readers alike.
    flowRef.current?.scrollIntoView?.({ block: 'start' });
  };

  const later = () => {
    setStep(PUSH_STEP);
    flowRef.current?.scrollIntoView?.({ block: 'start' });
  };

  const saveProfile = async (update: ProfileUpdate) => {
    if (Object.keys(update).length > 0) setUser(await updateProfile(update));
    next();
  };

  const finish = () => {
    onProgress?.(false);
    void navigate(pathTo('complete-signup'));
    onDone?.();
  };

  const leaveForLogin = () => {
    onProgress?.(false);
    onDone?.();
  };

  return (
    <Flow ref={flowRef}>
      {step === 0 && <ProgressDots steps={ACCOUNT_STEPS} step={screen} />}
      {step > 0 && step < PUSH_STEP && (
        <ProgressDots steps={PROFILE_STEPS} step={step - 1} caption="profileCaption" />
      )}
      {step === 0 && (
        <StartStep
          memberId={memberId}
          invite={invite}
          onSubmitting={(submitting) => onProgress?.(submitting)}
          onCreated={next}
          onLogin={leaveForLogin}
          onDirty={onDirty}
          onScreen={setScreen}
        />
      )}
      {step === 1 && <PhotoStep onNext={next} />}
      {step === 2 && <PersonalStep onSave={saveProfile} onSkip={next} onLater={later} />}
      {step === 3 && <DetailsStep onSave={saveProfile} onSkip={next} onLater={later} />}
      {step === 4 && <AboutStep onSave={saveProfile} onSkip={next} />}
      {step === PUSH_STEP && <PushStep onNext={finish} />}
    </Flow>
  );
}
