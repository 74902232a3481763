import { CoverPicture, type CoverPictureProps } from '../../components/ui/CoverPicture';
import { GraduationIcon } from '../../components/ui/icons';

/** A program's picture, or a calm gradient with a graduation cap. */
export const ProgramImage = (props: CoverPictureProps) => <CoverPicture Icon={GraduationIcon} {...props} />;
