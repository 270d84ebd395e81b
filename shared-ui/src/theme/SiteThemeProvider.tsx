import { useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { createSiteTheme } from './siteTheme';

export interface SiteThemeProviderProps {
  /** The site's brand colour (settings.primary_color); null or absent gives the default theme. */
  brandColor: string | null | undefined;
  children: ReactNode;
}

/** The one theme of a page: the shell, every remote page and every lander read the site's colours here. */
export function SiteThemeProvider({ brandColor, children }: SiteThemeProviderProps) {
  const siteTheme = useMemo(() => createSiteTheme(brandColor), [brandColor]);
  return <ThemeProvider theme={siteTheme}>{children}</ThemeProvider>;
}
