export * from './kernel';
export * from './theme';
export * from './components';
