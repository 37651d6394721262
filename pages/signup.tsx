// /signup is the second address of sign-up (docs/product/storefront.md#routes): the same screen as /sign-up.
export { default, getServerSideProps } from './sign-up';
