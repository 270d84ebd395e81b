import 'styled-components';
import type { Theme } from './theme';

// Every styled component of every app sees the shared-ui theme as `props.theme`.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the augmentation adds Theme's members
  export interface DefaultTheme extends Theme {}
}
