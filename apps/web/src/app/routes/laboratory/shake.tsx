import { ShakeLab } from '../../../features/lab-device/components/shake-lab.tsx';
import { DevicePage } from './device-page.tsx';

/** "/laboratory/shake" [ROUTE-44], issue 24 point 5: shake the device (or the pointer) for a random article. */
export default function ShakePage() {
  return (
    <DevicePage name="shake">
      <ShakeLab />
    </DevicePage>
  );
}
