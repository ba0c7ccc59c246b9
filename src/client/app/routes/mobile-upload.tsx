import { MobileUploadPage } from '@/client/features/uploads/mobile-upload-page';

export function Component() {
  return <MobileUploadPage />;
}
