; ModuleID = 'shifts.c'
source_filename = "shifts.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "thumbv6m-none-unknown-eabi"

@h = internal global i32 -2128831035, align 4

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i8, align 1
  %8 = alloca i8, align 1
  %9 = alloca i16, align 2
  %10 = alloca i16, align 2
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 -1640531527, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %13

13:                                               ; preds = %149, %0
  %14 = load i32, i32* %2, align 4
  %15 = icmp slt i32 %14, 400
  br i1 %15, label %16, label %152

16:                                               ; preds = %13
  %17 = load i32, i32* %1, align 4
  %18 = mul i32 %17, 1103515245
  %19 = add i32 %18, 12345
  store i32 %19, i32* %1, align 4
  %20 = load i32, i32* %1, align 4
  %21 = lshr i32 %20, 27
  %22 = load i32, i32* %2, align 4
  %23 = xor i32 %21, %22
  store i32 %23, i32* %3, align 4
  %24 = load i32, i32* %1, align 4
  %25 = xor i32 %24, -2147483648
  store i32 %25, i32* %4, align 4
  %26 = load i32, i32* %1, align 4
  %27 = load i32, i32* %3, align 4
  %28 = call i32 @lsr(i32 noundef %26, i32 noundef %27) #1
  call void @mix(i32 noundef %28) #1
  %29 = load i32, i32* %4, align 4
  %30 = load i32, i32* %3, align 4
  %31 = call i32 @asr(i32 noundef %29, i32 noundef %30) #1
  call void @mix(i32 noundef %31) #1
  %32 = load i32, i32* %1, align 4
  %33 = load i32, i32* %3, align 4
  %34 = call i32 @lsl(i32 noundef %32, i32 noundef %33) #1
  call void @mix(i32 noundef %34) #1
  %35 = load i32, i32* %1, align 4
  %36 = load i32, i32* %3, align 4
  %37 = and i32 %36, 31
  %38 = sub i32 31, %37
  %39 = call i32 @lsl(i32 noundef %35, i32 noundef %38) #1
  %40 = load i32, i32* %1, align 4
  %41 = load i32, i32* %3, align 4
  %42 = add i32 %41, 1
  %43 = call i32 @lsr(i32 noundef %40, i32 noundef %42) #1
  %44 = or i32 %39, %43
  call void @mix(i32 noundef %44) #1
  %45 = load i32, i32* %1, align 4
  %46 = zext i32 %45 to i64
  %47 = shl i64 %46, 32
  %48 = load i32, i32* %1, align 4
  %49 = mul i32 %48, -1640531535
  %50 = zext i32 %49 to i64
  %51 = or i64 %47, %50
  store i64 %51, i64* %5, align 8
  %52 = load i64, i64* %5, align 8
  %53 = load i32, i32* %3, align 4
  %54 = mul i32 %53, 3
  %55 = call i64 @lsr64(i64 noundef %52, i32 noundef %54) #1
  %56 = trunc i64 %55 to i32
  call void @mix(i32 noundef %56) #1
  %57 = load i64, i64* %5, align 8
  %58 = load i32, i32* %3, align 4
  %59 = mul i32 %58, 3
  %60 = call i64 @lsr64(i64 noundef %57, i32 noundef %59) #1
  %61 = lshr i64 %60, 32
  %62 = trunc i64 %61 to i32
  call void @mix(i32 noundef %62) #1
  %63 = load i64, i64* %5, align 8
  %64 = or i64 %63, -9223372036854775808
  store i64 %64, i64* %6, align 8
  %65 = load i64, i64* %6, align 8
  %66 = load i32, i32* %3, align 4
  %67 = add i32 %66, 17
  %68 = call i64 @asr64(i64 noundef %65, i32 noundef %67) #1
  %69 = trunc i64 %68 to i32
  call void @mix(i32 noundef %69) #1
  %70 = load i64, i64* %6, align 8
  %71 = load i32, i32* %3, align 4
  %72 = add i32 %71, 17
  %73 = call i64 @asr64(i64 noundef %70, i32 noundef %72) #1
  %74 = lshr i64 %73, 32
  %75 = trunc i64 %74 to i32
  call void @mix(i32 noundef %75) #1
  %76 = load i64, i64* %5, align 8
  %77 = load i32, i32* %3, align 4
  %78 = mul i32 %77, 5
  %79 = call i64 @lsl64(i64 noundef %76, i32 noundef %78) #1
  %80 = lshr i64 %79, 29
  %81 = trunc i64 %80 to i32
  call void @mix(i32 noundef %81) #1
  %82 = load i32, i32* %1, align 4
  %83 = trunc i32 %82 to i8
  store i8 %83, i8* %7, align 1
  %84 = load i8, i8* %7, align 1
  store i8 %84, i8* %8, align 1
  %85 = load i32, i32* %1, align 4
  %86 = lshr i32 %85, 9
  %87 = trunc i32 %86 to i16
  store i16 %87, i16* %9, align 2
  %88 = load i16, i16* %9, align 2
  store i16 %88, i16* %10, align 2
  %89 = load i8, i8* %7, align 1
  %90 = zext i8 %89 to i32
  %91 = load i32, i32* %3, align 4
  %92 = and i32 %91, 7
  %93 = ashr i32 %90, %92
  %94 = load i8, i8* %8, align 1
  %95 = sext i8 %94 to i32
  %96 = load i32, i32* %3, align 4
  %97 = and i32 %96, 7
  %98 = ashr i32 %95, %97
  %99 = shl i32 %98, 8
  %100 = or i32 %93, %99
  call void @mix(i32 noundef %100) #1
  %101 = load i16, i16* %9, align 2
  %102 = zext i16 %101 to i32
  %103 = load i32, i32* %3, align 4
  %104 = and i32 %103, 15
  %105 = ashr i32 %102, %104
  %106 = load i16, i16* %10, align 2
  %107 = sext i16 %106 to i32
  %108 = load i32, i32* %3, align 4
  %109 = and i32 %108, 15
  %110 = ashr i32 %107, %109
  %111 = xor i32 %105, %110
  call void @mix(i32 noundef %111) #1
  %112 = load i8, i8* %7, align 1
  %113 = zext i8 %112 to i32
  %114 = load i32, i32* %3, align 4
  %115 = and i32 %114, 7
  %116 = shl i32 %113, %115
  %117 = trunc i32 %116 to i8
  %118 = zext i8 %117 to i32
  %119 = load i16, i16* %9, align 2
  %120 = zext i16 %119 to i32
  %121 = load i32, i32* %3, align 4
  %122 = and i32 %121, 15
  %123 = shl i32 %120, %122
  %124 = trunc i32 %123 to i16
  %125 = zext i16 %124 to i32
  %126 = shl i32 %125, 8
  %127 = or i32 %118, %126
  call void @mix(i32 noundef %127) #1
  %128 = load i32, i32* %3, align 4
  %129 = and i32 %128, 15
  store i32 %129, i32* %11, align 4
  %130 = load i32, i32* %3, align 4
  %131 = lshr i32 %130, 1
  %132 = and i32 %131, 15
  %133 = add i32 1, %132
  store i32 %133, i32* %12, align 4
  %134 = load i32, i32* %1, align 4
  %135 = load i32, i32* %11, align 4
  %136 = load i32, i32* %12, align 4
  %137 = call i32 @field(i32 noundef %134, i32 noundef %135, i32 noundef %136) #1
  call void @mix(i32 noundef %137) #1
  %138 = load i32, i32* %1, align 4
  %139 = load i32, i32* %12, align 4
  %140 = call i32 @sign_extend(i32 noundef %138, i32 noundef %139) #1
  call void @mix(i32 noundef %140) #1
  %141 = load i32, i32* %4, align 4
  %142 = ashr i32 %141, 31
  %143 = load i32, i32* %4, align 4
  %144 = ashr i32 %143, 1
  %145 = xor i32 %142, %144
  %146 = load i32, i32* %1, align 4
  %147 = lshr i32 %146, 31
  %148 = xor i32 %145, %147
  call void @mix(i32 noundef %148) #1
  br label %149

149:                                              ; preds = %16
  %150 = load i32, i32* %2, align 4
  %151 = add nsw i32 %150, 1
  store i32 %151, i32* %2, align 4
  br label %13, !llvm.loop !7

152:                                              ; preds = %13
  %153 = load i32, i32* @h, align 4
  %154 = and i32 %153, 2147483647
  ret i32 %154
}

; Function Attrs: noinline nounwind optnone
define internal void @mix(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* @h, align 4
  %4 = load i32, i32* %2, align 4
  %5 = xor i32 %3, %4
  %6 = mul i32 %5, 16777619
  store i32 %6, i32* @h, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @lsr(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = and i32 %6, 31
  %8 = lshr i32 %5, %7
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone
define internal i32 @asr(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = and i32 %6, 31
  %8 = ashr i32 %5, %7
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone
define internal i32 @lsl(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = and i32 %6, 31
  %8 = shl i32 %5, %7
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone
define internal i64 @lsr64(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, i64* %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load i64, i64* %3, align 8
  %6 = load i32, i32* %4, align 4
  %7 = and i32 %6, 63
  %8 = zext i32 %7 to i64
  %9 = lshr i64 %5, %8
  ret i64 %9
}

; Function Attrs: noinline nounwind optnone
define internal i64 @asr64(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, i64* %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load i64, i64* %3, align 8
  %6 = load i32, i32* %4, align 4
  %7 = and i32 %6, 63
  %8 = zext i32 %7 to i64
  %9 = ashr i64 %5, %8
  ret i64 %9
}

; Function Attrs: noinline nounwind optnone
define internal i64 @lsl64(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, i64* %3, align 8
  store i32 %1, i32* %4, align 4
  %5 = load i64, i64* %3, align 8
  %6 = load i32, i32* %4, align 4
  %7 = and i32 %6, 63
  %8 = zext i32 %7 to i64
  %9 = shl i64 %5, %8
  ret i64 %9
}

; Function Attrs: noinline nounwind optnone
define internal i32 @field(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, i32* %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %7 = load i32, i32* %4, align 4
  %8 = load i32, i32* %5, align 4
  %9 = lshr i32 %7, %8
  %10 = load i32, i32* %6, align 4
  %11 = shl i32 1, %10
  %12 = sub i32 %11, 1
  %13 = and i32 %9, %12
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone
define internal i32 @sign_extend(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %6 = load i32, i32* %4, align 4
  %7 = sub i32 %6, 1
  %8 = shl i32 1, %7
  store i32 %8, i32* %5, align 4
  %9 = load i32, i32* %4, align 4
  %10 = shl i32 1, %9
  %11 = sub i32 %10, 1
  %12 = load i32, i32* %3, align 4
  %13 = and i32 %12, %11
  store i32 %13, i32* %3, align 4
  %14 = load i32, i32* %3, align 4
  %15 = load i32, i32* %5, align 4
  %16 = xor i32 %14, %15
  %17 = load i32, i32* %5, align 4
  %18 = sub nsw i32 %16, %17
  ret i32 %18
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{!"Debian clang version 14.0.6"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
