import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import singleSpaReact from 'single-spa-react';
import { SiteThemeProvider } from 'shared-ui';
import { i18n, pathTo, type LanderParcelConfig, type LanderParcelProps } from 'shared-ui/kernel';
import { namespace } from '../../app/translations';
import { ensureLanderTranslations } from './ensure-translations';
import { Lander } from './Lander';
import { useClientLanderData } from './useClientLanderData';
import type { LanderVariant } from './variants';

/** What single-spa hands a lifecycle: our props, plus its own (name, singleSpa, mountParcel). */
type LifecycleProps = LanderParcelProps & { domElement: HTMLElement; name?: string };

/** The parcel's own render tree: the site's theme and the shared i18n instance, then the lander. */
function LanderRoot({ variant, ...props }: LanderParcelProps & { variant: LanderVariant }) {
  const data = useClientLanderData(variant, props.params, undefined);
  return (
    <I18nextProvider i18n={i18n} defaultNS={namespace}>
      <SiteThemeProvider brandColor={props.settings.primary_color}>
        <Lander variant={variant} {...props} data={data} loginHref={pathTo('login')} />
      </SiteThemeProvider>
    </I18nextProvider>
  );
}

/** What a lander that throws leaves in its slot: a short message in the visitor's language. */
function LanderFailure({ locale }: LanderParcelProps) {
  return <p role="alert">{i18n.getFixedT(locale, namespace)('failure')}</p>;
}

const configs = new Map<LanderVariant, LanderParcelConfig>();

/**
 * A single-spa parcel for one lander variant, rendered with React 19's createRoot. The config is
 * made once per variant, so every mount of a lander shares its lifecycles.
 */
export function landerParcel(variant: LanderVariant): LanderParcelConfig {
  const existing = configs.get(variant);
  if (existing) return existing;

  const lifecycles = singleSpaReact<LanderParcelProps & { variant: LanderVariant }>({
    React,
    ReactDOMClient,
    renderType: 'createRoot',
    rootComponent: LanderRoot,
    errorBoundary: (_error, _info, props) => <LanderFailure {...props} />,
  });

  // single-spa names every parcel it mounts (single-spa-react keys its roots by that name); a host
  // calling the lifecycles directly may not. singleSpa and mountParcel are never read by the lander.
  const withName = (props: LifecycleProps) =>
    ({ name: `mf_landers:${variant}`, ...props, variant }) as unknown as Parameters<
      typeof lifecycles.mount
    >[0];

  const config: LanderParcelConfig = {
    bootstrap: (props) => lifecycles.bootstrap(withName(props as LifecycleProps)),
    mount: async (props) => {
      await ensureLanderTranslations(props.locale);
      return lifecycles.mount(withName(props));
    },
    update: async (props) => {
      await ensureLanderTranslations(props.locale);
      return lifecycles.update!(withName(props));
    },
    unmount: (props) => lifecycles.unmount(withName(props)),
  };
  configs.set(variant, config);
  return config;
}
