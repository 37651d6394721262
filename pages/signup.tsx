// /signup is the second address of sign-up (SPEC.md §2): the same screen as /sign-up.
export { default, getServerSideProps } from './sign-up';
