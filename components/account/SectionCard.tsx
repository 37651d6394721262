// Issue #24: SectionCard (MUI) and StaticSection drew the same card; the one left is components/ui/Section (static
// CSS). This alias only keeps components/staff/lab/* building until its own conversion imports Section directly
// (another change of issue #24); delete it then. Do not import it in new code.
export { Section as SectionCard } from '@/components/ui/Section';
