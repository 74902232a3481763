import { CoverPicture, type CoverPictureProps } from '../../components/ui/CoverPicture';
import { BookIcon } from '../../components/ui/icons';

/** The course picture, or a calm gradient with a book. */
export const CourseThumbnail = (props: CoverPictureProps) => <CoverPicture Icon={BookIcon} {...props} />;
