import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { setSiteComposition } from '../src/kernel/registration/siteRoutes';
import { repositorySite } from '../src/testing/repositorySite';

// pathTo resolves route names against the site the repository's registrations compose.
setSiteComposition(repositorySite());

// findBy… and waitFor wait for what a screen shows after async work (lazy pages, a boot that fetches): their
// 1 s default failed on the two-core machine while the browser suite ran beside the unit tests. Like
// testTimeout, a bound against a hang, not a speed limit: a passing wait returns as soon as the screen shows it.
configure({ asyncUtilTimeout: 5_000 });
