export { PageLoading as default } from '@/components/ui/page-loading';
