// Test-only helpers for every app's Jest tests (never imported by application code, never bundled):
// fixtures of the API's records, the fetch stub at the network edge, the page renderer, shared suites.
export { settingsFixture, userFixture } from './fixtures';
export { mountParcel, type ParcelTestProps } from './parcel';
export { answerFetch, stubFetch, withNodeMultipart, type FetchAnswer, type SentRequest } from './fetch';
export { createRenderPage, TestProviders, type RenderPageOptions, type TestStore } from './render';
export {
  describeRemoteRegistration,
  describeTranslations,
  type RemoteRegistrationExpectations,
} from './suites';
export { REGISTRATION_FILES, repositoryRegistrations, repositorySite } from './repositorySite';
export { startRealtimeTestServer, type RealtimeTestServer } from './realtimeServer';
