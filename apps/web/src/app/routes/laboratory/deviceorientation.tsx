import { OrientationLab } from '../../../features/lab-device/components/orientation-lab.tsx';
import { DevicePage } from './device-page.tsx';

/** "/laboratory/deviceorientation" [ROUTE-44], issue 24 point 6: the device's angles, a 3D phone, level and compass. */
export default function DeviceOrientationPage() {
  return (
    <DevicePage name="orientation">
      <OrientationLab />
    </DevicePage>
  );
}
