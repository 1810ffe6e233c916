import { SimpleMessagesProvider } from '@vinejs/vine'

/**
 * The one Arabic messages provider of the app (SPEC.md section 5). Every validator goes through it,
 * so a rule says the same thing on every form. Field names are not interpolated: the message sits
 * under its field.
 */
export const arabicMessages = new SimpleMessagesProvider({
  'required': 'الحقل ضروري.',
  'requiredWhen': 'الحقل ضروري.',
  'requiredIfExists': 'الحقل ضروري.',
  'string': 'يجب أن يكون الحقل نصا.',
  'email': 'أدخل بريد الكتروني صحيح',
  'minLength': 'يجب ألا يقل طول الحقل عن {{ min }} أحرف',
  'maxLength': 'يجب ألا يزيد طول الحقل عن {{ max }} حرفا',
  'fixedLength': 'يجب أن يكون طول الحقل {{ size }} حروف',
  'number': 'يجب أن يكون الحقل رقما.',
  'min': 'يجب ألا تقل القيمة عن {{ min }}',
  'max': 'يجب ألا تزيد القيمة عن {{ max }}',
  'range': 'يجب أن تكون القيمة بين {{ min }} و {{ max }}',
  'withoutDecimals': 'يجب أن يكون الحقل رقما صحيحا.',
  'positive': 'يجب أن تكون القيمة أكبر من صفر.',
  'boolean': 'قيمة الحقل غير صحيحة.',
  'accepted': 'يجب الموافقة على هذا الحقل.',
  'enum': 'القيمة المختارة غير صحيحة.',
  'in': 'القيمة المختارة غير صحيحة.',
  'regex': 'صيغة الحقل غير صحيحة.',
  'alpha': 'يجب أن يحتوي الحقل على حروف فقط.',
  'alphaNumeric': 'يجب أن يحتوي الحقل على حروف وأرقام فقط.',
  'url': 'أدخل رابطا صحيحا.',
  'mobile': 'أدخل رقم جوال سعودي صحيح.',
  'confirmed': 'كلمتا المرور غير متطابقتين.',
  'date': 'أدخل تاريخا صحيحا.',
  'array': 'قيمة الحقل غير صحيحة.',
  'array.minLength': 'اختر عنصرا واحدا على الأقل.',
  'object': 'قيمة الحقل غير صحيحة.',
  'database.unique': 'هذه القيمة مستخدمة من قبل.',
  'database.exists': 'القيمة المختارة غير موجودة.',
  // merchant sign-up, verification and onboarding (issue 4)
  'email.database.unique': 'هذا البريد الإلكتروني مسجل من قبل.',
  'mobile.database.unique': 'رقم الجوال مسجل لحساب آخر في هذا المتجر.',
  // sign-in codes (app/validators/customer_login_code.ts)
  'code.regex': 'الرمز 6 أرقام.',
  'saudiMobile': 'أدخل رقم جوال سعودي صحيح من 10 أرقام يبدأ بـ 05',
  // online payments (app/validators/payment.ts)
  'publishable_key.regex': 'المفتاح القابل للنشر يبدأ بـ pk_test_ أو pk_live_ كما في لوحة ميسر.',
  'secret_key.regex': 'المفتاح السري يبدأ بـ sk_test_ أو sk_live_ كما في لوحة ميسر.',
  'stock.number': 'أدخل الكمية المتوفرة رقما صحيحا، مثل 12، أو اتركها فارغة.',
  'stock.withoutDecimals': 'أدخل الكمية المتوفرة رقما صحيحا، مثل 12، أو اتركها فارغة.',
  'stock.min': 'لا يمكن أن تكون الكمية المتوفرة أقل من صفر.',
  'stock.max': 'يجب ألا تزيد الكمية المتوفرة عن {{ max }}',
  // riyal amounts (app/validators/money.ts)
  'riyals': 'أدخل المبلغ بالريال بخانتين عشريتين على الأكثر، مثل 49.50',
  'riyalsMin': 'يجب أن يكون المبلغ أكبر من صفر.',
  'price.riyals': 'أدخل السعر بالريال بخانتين عشريتين على الأكثر، مثل 49.50',
  'price.riyalsMin': 'يجب أن يكون السعر أكبر من صفر.',
  'old_price.riyals': 'أدخل السعر بالريال بخانتين عشريتين على الأكثر، مثل 49.50',
  'items.*.price.riyals': 'أدخل السعر بالريال بخانتين عشريتين على الأكثر، مثل 49.50',
  'amount.riyals': 'أدخل المبلغ بالريال، مثل 25 أو 25.50.',
  'amount.riyalsMin': 'أدخل مبلغا صحيحا للاسترداد.',
  'mobile.regex': 'أدخل رقم جوال STC Pay من 10 أرقام يبدأ بـ 05.',
  'otp.regex': 'أدخل رمز التحقق المرسل إلى جوالك (أرقام فقط).',
  'verificationCode': 'أدخل الرمز المكون من 4 أرقام.',
  'commercialRegistration': 'رقم السجل التجاري يتكون من 10 أرقام.',
  'freelanceDocument': 'رقم وثيقة العمل الحر يكتب FL- ثم 9 أرقام، مثل FL-123456789.',
  'usernameFormat':
    'العنوان من 3 إلى 30 حرفا: حروف إنجليزية صغيرة وأرقام وشرطة (-)، يبدأ وينتهي بحرف أو رقم.',
  'usernameReserved': 'هذا الاسم محجوز، اختر اسما آخر.',
  'usernameTaken': 'هذا الاسم مستخدم من قبل، اختر اسما آخر.',
  // storefront customers (issue 7)
  'short_address.regex': 'العنوان المختصر 4 حروف إنجليزية ثم 4 أرقام، مثل RRRD2929',
  // the website's settings and design (issue 12)
  'vatNumber': 'الرقم الضريبي 15 رقما، أوله 3 وآخره 3.',
  'facebook_link.url': 'أدخل رابطا صحيحا يبدأ بـ https://',
  'twitter_link.url': 'أدخل رابطا صحيحا يبدأ بـ https://',
  'instagram_link.url': 'أدخل رابطا صحيحا يبدأ بـ https://',
  'snapchat_link.url': 'أدخل رابطا صحيحا يبدأ بـ https://',
  'tiktok_link.url': 'أدخل رابطا صحيحا يبدأ بـ https://',
  // the code is isolated left to right (U+2066 ... U+2069) so it reads #328E6E inside the Arabic
  'hexColor': 'أدخل لونا صحيحا مثل \u2066#328E6E\u2069',
  // uploaded images (the service checks the bytes again)
  'file': 'اختر ملف صورة.',
  'file.size': 'حجم الصورة أكبر من 2 ميجابايت.',
  'file.extname': 'اختر صورة بصيغة JPEG أو PNG أو GIF أو WebP.',
  'checkout_token.regex': 'انتهت صلاحية الصفحة، أعد تحميلها ثم أكد الطلب.',
  // dashboard: branches and their working hours (issue 12)
  'phone.regex': 'أدخل رقم هاتف صحيح من 7 إلى 14 رقما، مثل 0112345678',
  'hours.array.fixedLength': 'أدخل أوقات العمل لأيام الأسبوع السبعة.',
  'hours.distinct': 'تكرر اليوم نفسه في أوقات العمل.',
  'hours.*.day.range': 'اليوم غير صحيح.',
  'hours.*.from.regex': 'أدخل الوقت بصيغة ساعة:دقيقة، مثل 09:00',
  'hours.*.to.regex': 'أدخل الوقت بصيغة ساعة:دقيقة، مثل 21:00',
  // the dashboard's content forms
  'order.distinct': 'تكرر القسم نفسه في الترتيب.',
  'hidden.distinct': 'تكرر القسم نفسه في الأقسام المخفية.',
  'link.regex': 'أدخل رابطا يبدأ بـ https:// أو / لصفحة في موقعك',
  'timeAfter': 'يجب أن يكون وقت الإغلاق بعد وقت الفتح.',
  // dashboard: the catalogue (issue 13)
  'sku.regex': 'رمز المنتج حروف إنجليزية وأرقام و - . _ / فقط، مثل TMR-001',
  'ids.array.minLength': 'اختر منتجا واحدا على الأقل.',
  'options.distinct': 'تكرر اسم الخيار نفسه.',
  'options.array.maxLength': 'يمكن إضافة 30 خيارا على الأكثر.',
})
