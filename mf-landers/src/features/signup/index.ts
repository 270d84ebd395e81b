// The signup flow as a named export for the pages; the shell loads the default export as page 'signup-flow'.
export { default as SignupFlow, type SignupFlowProps } from './SignupFlow';
