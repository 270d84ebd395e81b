// The API contract: written once, validated by the server, typed against by the clients.
export * from './constants.js';
export * from './errors.js';
export * from './primitives.js';
export * from './settings.js';
export * from './user.js';
export * from './catalog.js';
export * from './health.js';
export * from './account.js';
export * from './members.js';
export * from './chat.js';
export * from './payments.js';
export * from './lander-people.js';
export * from './routes.js';
export * from './lander-server.js';
export * from './landing-slug.js';
