// The signup feature's public surface for other features: the flow (the shell loads its default export as page
// 'signup-flow') and the frame the signup pages are drawn in.
export { default as SignupFlow, type SignupFlowProps } from './SignupFlow';
export { SignupFrame } from './SignupFrame';
