// The cached pages a certificate's change touches (docs/decisions/0014-static-pages.md): its page in every language.
// Called after the change commits; never throws (revalidatePages logs a failure: the change is saved either way).
import { certificatePath } from '@/lib/shared/certificate';
import { inEveryLocale } from '@/lib/shared/static-pages';
import { revalidatePages } from '../static-pages/revalidate-pages';

export async function revalidateCertificatePages(serials: readonly string[]): Promise<void> {
  if (serials.length === 0) return;
  await revalidatePages(inEveryLocale(serials.map(certificatePath)));
}
