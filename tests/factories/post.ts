// The builders live with the seed (lib/server/seed/builders): the app's demo data and the tests use the
// same ones, and app code never imports tests/.
export * from '@/lib/server/seed/builders/post';
