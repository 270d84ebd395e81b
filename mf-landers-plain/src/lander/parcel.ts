/**
 * A lander as a single-spa parcel (the kernel's LanderParcelConfig) without a framework: mount and update
 * set the element's innerHTML from the shared render and attach the actions to the shell's callbacks;
 * unmount empties it. The CSS goes into the document's head once, while at least one lander is mounted.
 */
import type { LanderParcelConfig, LanderParcelProps } from 'shared-ui/kernel';
import { PATHS, type LanderName } from './landers';
import { attachLanderActions } from './behaviour';
import { renderParcel } from './render';
import { LANDER_CSS, minify } from './styles';
import { loadTexts } from './texts';

type MountProps = LanderParcelProps & { domElement: HTMLElement };

const STYLE_ID = 'lpp-style';
let mountedCount = 0;

function addStyle(doc: Document): void {
  mountedCount += 1;
  if (doc.getElementById(STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = STYLE_ID;
  style.textContent = minify(LANDER_CSS);
  doc.head.append(style);
}

function releaseStyle(doc: Document): void {
  mountedCount = Math.max(0, mountedCount - 1);
  if (mountedCount === 0) doc.getElementById(STYLE_ID)?.remove();
}

const configs = new Map<LanderName, LanderParcelConfig>();

export function landerParcel(lander: LanderName): LanderParcelConfig {
  const existing = configs.get(lander);
  if (existing) return existing;
  const detachers = new WeakMap<HTMLElement, () => void>();

  const render = async (props: MountProps) => {
    const texts = await loadTexts(props.locale);
    const { domElement } = props;
    detachers.get(domElement)?.();
    domElement.innerHTML = renderParcel({ lander, locale: props.locale, settings: props.settings }, texts);
    detachers.set(
      domElement,
      attachLanderActions(domElement, {
        signup: () => props.openSignup(),
        login: () => props.navigate(PATHS.login),
      }),
    );
  };

  const config: LanderParcelConfig = {
    // The language's texts start loading as soon as the host bootstraps the parcel.
    bootstrap: async (props) => {
      await loadTexts(props.locale);
    },
    mount: async (props) => {
      addStyle(props.domElement.ownerDocument);
      await render(props);
    },
    update: render,
    unmount: async ({ domElement }) => {
      detachers.get(domElement)?.();
      detachers.delete(domElement);
      domElement.innerHTML = '';
      releaseStyle(domElement.ownerDocument);
    },
  };
  configs.set(lander, config);
  return config;
}
