import { useCallback, type ComponentType } from 'react';
import { siteComposition } from 'shared-ui/kernel';
import { RemoteBoundary } from '../../app/federation/RemoteBoundary';
import { loadRemotePage, type LoadedPage, type LoadOptions } from '../../app/federation/remoteModules';
import { refreshRemotesManifest } from '../../app/federation/runtime';

/**
 * The props of the page that fills the signup modal's flow slot: the
 * remote registers its multi-step signup for the slot 'signup.flow' so the shell can render it in the
 * desktop modal.
 */
export interface SignupFlowProps {
  memberId?: number;
  /** True while the signup is in progress: the modal must not be closable meanwhile. */
  onProgress?: (inProgress: boolean) => void;
  /** The flow is over (completed, or left for the login). */
  onDone?: () => void;
  /** True while the flow's first step holds anything typed: closing asks first. */
  onDirty?: (dirty: boolean) => void;
}

export type SignupFlowLoader = (options: LoadOptions) => Promise<LoadedPage>;

/** The registered filler of the slot; with none deployed, the load fails and the panel says so. */
function signupFlowSlot(): { owner: string; page: string } | undefined {
  return siteComposition().slots['signup.flow'];
}

const loadFromRemote: SignupFlowLoader = (options) => {
  const slot = signupFlowSlot();
  if (!slot) return Promise.reject(new Error('No deployed remote registers the signup flow'));
  return loadRemotePage(slot.owner, slot.page, options);
};

/** The registered signup flow in the modal, isolated like every remote slot (unavailable panel with Retry). */
export function SignupFlowSlot({
  load = loadFromRemote,
  ...props
}: SignupFlowProps & { load?: SignupFlowLoader }) {
  const loadFlow = useCallback((options: LoadOptions) => load(options), [load]);
  const slot = signupFlowSlot();
  const remote = slot?.owner ?? 'signup.flow';
  return (
    <RemoteBoundary remote={remote} load={loadFlow} beforeRetry={refreshRemotesManifest}>
      {({ Component, version }) => {
        // Pages are typed without props in the kernel's contract; this one takes the flow's props.
        const Flow = Component as ComponentType<SignupFlowProps>;
        return (
          <div data-remote={remote} data-remote-version={version} data-remote-page={slot?.page}>
            <Flow {...props} />
          </div>
        );
      }}
    </RemoteBoundary>
  );
}
