import { useCallback, type ComponentType } from 'react';
import { RemoteBoundary } from '../../app/federation/RemoteBoundary';
import { loadRemotePage, type LoadedPage, type LoadOptions } from '../../app/federation/remoteModules';
import { refreshRemotesManifest } from '../../app/federation/runtime';

/**
 * The props of mf_landers' page 'signup-flow' (its SignupFlowProps): the remote exposes the multi-step
 * signup through its './routes' module so the shell can render it in the desktop modal.
 */
export interface SignupFlowProps {
  memberId?: number;
  /** True while the signup is in progress: the modal must not be closable meanwhile. */
  onProgress?: (inProgress: boolean) => void;
  /** The flow is over (completed, or left for the login). */
  onDone?: () => void;
}

export const SIGNUP_FLOW_REMOTE = 'mf_landers';
export const SIGNUP_FLOW_PAGE = 'signup-flow';

export type SignupFlowLoader = (options: LoadOptions) => Promise<LoadedPage>;

const loadFromRemote: SignupFlowLoader = (options) =>
  loadRemotePage(SIGNUP_FLOW_REMOTE, SIGNUP_FLOW_PAGE, options);

/** mf_landers' signup flow in the modal, isolated like every remote slot (unavailable panel with Retry). */
export function SignupFlowSlot({
  load = loadFromRemote,
  ...props
}: SignupFlowProps & { load?: SignupFlowLoader }) {
  const loadFlow = useCallback((options: LoadOptions) => load(options), [load]);
  return (
    <RemoteBoundary remote={SIGNUP_FLOW_REMOTE} load={loadFlow} beforeRetry={refreshRemotesManifest}>
      {({ Component, version }) => {
        // Pages are typed without props in the kernel's contract; this one takes the flow's props.
        const Flow = Component as ComponentType<SignupFlowProps>;
        return (
          <div
            data-remote={SIGNUP_FLOW_REMOTE}
            data-remote-version={version}
            data-remote-page={SIGNUP_FLOW_PAGE}
          >
            <Flow {...props} />
          </div>
        );
      }}
    </RemoteBoundary>
  );
}
