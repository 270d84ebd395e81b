import '@testing-library/jest-dom';
import { setSiteComposition } from '../src/kernel/registration/siteRoutes';
import { repositorySite } from '../src/testing/repositorySite';

// pathTo resolves route names against the site the repository's registrations compose.
setSiteComposition(repositorySite());
