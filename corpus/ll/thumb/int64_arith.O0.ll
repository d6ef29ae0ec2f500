; ModuleID = 'int64_arith.c'
source_filename = "int64_arith.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "thumbv6m-none-unknown-eabi"

@vals = internal constant [15 x i64] [i64 0, i64 1, i64 -1, i64 2147483647, i64 -2147483648, i64 2147483648, i64 4294967295, i64 4294967296, i64 -4294967296, i64 81985529216486895, i64 -81985529216486895, i64 9223372036854775807, i64 -9223372036854775808, i64 1000000007, i64 -999999999999], align 8
@h = internal global i32 -2128831035, align 4

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i32, align 4
  %17 = alloca i64, align 8
  store i32 15, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %18

18:                                               ; preds = %102, %0
  %19 = load i32, i32* %2, align 4
  %20 = icmp slt i32 %19, 15
  br i1 %20, label %21, label %105

21:                                               ; preds = %18
  store i32 0, i32* %3, align 4
  br label %22

22:                                               ; preds = %98, %21
  %23 = load i32, i32* %3, align 4
  %24 = icmp slt i32 %23, 15
  br i1 %24, label %25, label %101

25:                                               ; preds = %22
  %26 = load i32, i32* %2, align 4
  %27 = getelementptr inbounds [15 x i64], [15 x i64]* @vals, i32 0, i32 %26
  %28 = load i64, i64* %27, align 8
  store i64 %28, i64* %4, align 8
  %29 = load i32, i32* %3, align 4
  %30 = getelementptr inbounds [15 x i64], [15 x i64]* @vals, i32 0, i32 %29
  %31 = load i64, i64* %30, align 8
  store i64 %31, i64* %5, align 8
  %32 = load i64, i64* %4, align 8
  %33 = load i64, i64* %5, align 8
  %34 = call i32 @cmp_signed(i64 noundef %32, i64 noundef %33) #2
  %35 = add nsw i32 %34, 1
  %36 = load i64, i64* %4, align 8
  %37 = load i64, i64* %5, align 8
  %38 = call i32 @cmp_unsigned(i64 noundef %36, i64 noundef %37) #2
  %39 = add nsw i32 %38, 1
  %40 = shl i32 %39, 2
  %41 = or i32 %35, %40
  call void @mix(i32 noundef %41) #2
  %42 = load i64, i64* %4, align 8
  %43 = load i64, i64* %5, align 8
  %44 = add i64 %42, %43
  call void @mix64(i64 noundef %44) #2
  %45 = load i64, i64* %4, align 8
  %46 = load i64, i64* %5, align 8
  %47 = mul i64 %45, %46
  call void @mix64(i64 noundef %47) #2
  %48 = load i64, i64* %5, align 8
  %49 = icmp ne i64 %48, 0
  br i1 %49, label %50, label %74

50:                                               ; preds = %25
  %51 = load i64, i64* %4, align 8
  %52 = icmp eq i64 %51, -9223372036854775808
  br i1 %52, label %53, label %56

53:                                               ; preds = %50
  %54 = load i64, i64* %5, align 8
  %55 = icmp eq i64 %54, -1
  br i1 %55, label %74, label %56

56:                                               ; preds = %53, %50
  %57 = load i64, i64* %4, align 8
  %58 = load i64, i64* %5, align 8
  %59 = sdiv i64 %57, %58
  store i64 %59, i64* %6, align 8
  %60 = load i64, i64* %4, align 8
  %61 = load i64, i64* %5, align 8
  %62 = srem i64 %60, %61
  store i64 %62, i64* %7, align 8
  %63 = load i64, i64* %6, align 8
  %64 = load i64, i64* %5, align 8
  %65 = mul i64 %63, %64
  %66 = load i64, i64* %7, align 8
  %67 = add i64 %65, %66
  %68 = load i64, i64* %4, align 8
  %69 = icmp ne i64 %67, %68
  br i1 %69, label %70, label %71

70:                                               ; preds = %56
  call void @abort() #2
  br label %71

71:                                               ; preds = %70, %56
  %72 = load i64, i64* %6, align 8
  call void @mix64(i64 noundef %72) #2
  %73 = load i64, i64* %7, align 8
  call void @mix64(i64 noundef %73) #2
  br label %74

74:                                               ; preds = %71, %53, %25
  %75 = load i64, i64* %5, align 8
  %76 = icmp ne i64 %75, 0
  br i1 %76, label %77, label %97

77:                                               ; preds = %74
  %78 = load i64, i64* %4, align 8
  %79 = load i64, i64* %5, align 8
  %80 = udiv i64 %78, %79
  store i64 %80, i64* %8, align 8
  %81 = load i64, i64* %4, align 8
  %82 = load i64, i64* %5, align 8
  %83 = urem i64 %81, %82
  store i64 %83, i64* %9, align 8
  %84 = load i64, i64* %8, align 8
  %85 = load i64, i64* %5, align 8
  %86 = mul i64 %84, %85
  %87 = load i64, i64* %9, align 8
  %88 = add i64 %86, %87
  %89 = load i64, i64* %4, align 8
  %90 = icmp ne i64 %88, %89
  br i1 %90, label %91, label %92

91:                                               ; preds = %77
  call void @abort() #2
  br label %92

92:                                               ; preds = %91, %77
  %93 = load i64, i64* %8, align 8
  %94 = load i64, i64* %9, align 8
  %95 = shl i64 %94, 1
  %96 = xor i64 %93, %95
  call void @mix64(i64 noundef %96) #2
  br label %97

97:                                               ; preds = %92, %74
  br label %98

98:                                               ; preds = %97
  %99 = load i32, i32* %3, align 4
  %100 = add nsw i32 %99, 1
  store i32 %100, i32* %3, align 4
  br label %22, !llvm.loop !7

101:                                              ; preds = %22
  br label %102

102:                                              ; preds = %101
  %103 = load i32, i32* %2, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, i32* %2, align 4
  br label %18, !llvm.loop !9

105:                                              ; preds = %18
  store i64 88172645463325252, i64* %10, align 8
  store i32 0, i32* %11, align 4
  br label %106

106:                                              ; preds = %158, %105
  %107 = load i32, i32* %11, align 4
  %108 = icmp slt i32 %107, 120
  br i1 %108, label %109, label %161

109:                                              ; preds = %106
  %110 = load i64, i64* %10, align 8
  %111 = mul i64 %110, 6364136223846793005
  %112 = add i64 %111, 1442695040888963407
  store i64 %112, i64* %10, align 8
  %113 = load i64, i64* %10, align 8
  %114 = trunc i64 %113 to i32
  store i32 %114, i32* %12, align 4
  %115 = load i64, i64* %10, align 8
  %116 = lshr i64 %115, 32
  %117 = trunc i64 %116 to i32
  store i32 %117, i32* %13, align 4
  %118 = load i32, i32* %12, align 4
  %119 = zext i32 %118 to i64
  %120 = load i32, i32* %13, align 4
  %121 = zext i32 %120 to i64
  %122 = mul i64 %119, %121
  store i64 %122, i64* %14, align 8
  %123 = load i32, i32* %12, align 4
  %124 = sext i32 %123 to i64
  %125 = load i32, i32* %13, align 4
  %126 = sext i32 %125 to i64
  %127 = mul nsw i64 %124, %126
  store i64 %127, i64* %15, align 8
  %128 = load i64, i64* %14, align 8
  call void @mix64(i64 noundef %128) #2
  %129 = load i64, i64* %15, align 8
  call void @mix64(i64 noundef %129) #2
  %130 = load i64, i64* %10, align 8
  %131 = lshr i64 %130, 58
  %132 = trunc i64 %131 to i32
  store i32 %132, i32* %16, align 4
  %133 = load i64, i64* %10, align 8
  %134 = load i32, i32* %16, align 4
  %135 = zext i32 %134 to i64
  %136 = lshr i64 %133, %135
  call void @mix64(i64 noundef %136) #2
  %137 = load i64, i64* %10, align 8
  %138 = load i32, i32* %16, align 4
  %139 = zext i32 %138 to i64
  %140 = ashr i64 %137, %139
  call void @mix64(i64 noundef %140) #2
  %141 = load i64, i64* %10, align 8
  %142 = load i32, i32* %16, align 4
  %143 = sub i32 63, %142
  %144 = zext i32 %143 to i64
  %145 = shl i64 %141, %144
  call void @mix64(i64 noundef %145) #2
  %146 = load i32, i32* %12, align 4
  %147 = sext i32 %146 to i64
  call void @mix64(i64 noundef %147) #2
  %148 = load i32, i32* %12, align 4
  %149 = zext i32 %148 to i64
  call void @mix64(i64 noundef %149) #2
  %150 = load i32, i32* %11, align 4
  %151 = srem i32 %150, 8
  %152 = icmp eq i32 %151, 0
  br i1 %152, label %153, label %157

153:                                              ; preds = %109
  %154 = load i64, i64* %10, align 8
  %155 = lshr i64 %154, 4
  %156 = call i64 @isqrt64(i64 noundef %155) #2
  call void @mix64(i64 noundef %156) #2
  br label %157

157:                                              ; preds = %153, %109
  br label %158

158:                                              ; preds = %157
  %159 = load i32, i32* %11, align 4
  %160 = add nsw i32 %159, 1
  store i32 %160, i32* %11, align 4
  br label %106, !llvm.loop !10

161:                                              ; preds = %106
  %162 = call i64 @isqrt64(i64 noundef 1152921504606846975) #2
  store i64 %162, i64* %17, align 8
  %163 = load i64, i64* %17, align 8
  %164 = load i64, i64* %17, align 8
  %165 = mul i64 %163, %164
  %166 = icmp ugt i64 %165, 1152921504606846975
  br i1 %166, label %174, label %167

167:                                              ; preds = %161
  %168 = load i64, i64* %17, align 8
  %169 = add i64 %168, 1
  %170 = load i64, i64* %17, align 8
  %171 = add i64 %170, 1
  %172 = mul i64 %169, %171
  %173 = icmp ule i64 %172, 1152921504606846975
  br i1 %173, label %174, label %175

174:                                              ; preds = %167, %161
  call void @abort() #2
  br label %175

175:                                              ; preds = %174, %167
  %176 = call i64 @powmod(i64 noundef 2, i64 noundef 1000003, i64 noundef 1000000007) #2
  call void @mix64(i64 noundef %176) #2
  %177 = call i64 @powmod(i64 noundef 123456789, i64 noundef 65537, i64 noundef 4611686018427387845) #2
  call void @mix64(i64 noundef %177) #2
  %178 = load i32, i32* @h, align 4
  %179 = and i32 %178, 2147483647
  ret i32 %179
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
define internal i32 @cmp_signed(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  store i64 %1, i64* %4, align 8
  %5 = load i64, i64* %3, align 8
  %6 = load i64, i64* %4, align 8
  %7 = icmp sgt i64 %5, %6
  %8 = zext i1 %7 to i32
  %9 = load i64, i64* %3, align 8
  %10 = load i64, i64* %4, align 8
  %11 = icmp slt i64 %9, %10
  %12 = zext i1 %11 to i32
  %13 = sub nsw i32 %8, %12
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone
define internal i32 @cmp_unsigned(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  store i64 %1, i64* %4, align 8
  %5 = load i64, i64* %3, align 8
  %6 = load i64, i64* %4, align 8
  %7 = icmp ugt i64 %5, %6
  %8 = zext i1 %7 to i32
  %9 = load i64, i64* %3, align 8
  %10 = load i64, i64* %4, align 8
  %11 = icmp ult i64 %9, %10
  %12 = zext i1 %11 to i32
  %13 = sub nsw i32 %8, %12
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone
define internal void @mix64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, i64* %2, align 8
  %3 = load i64, i64* %2, align 8
  %4 = trunc i64 %3 to i32
  call void @mix(i32 noundef %4) #2
  %5 = load i64, i64* %2, align 8
  %6 = lshr i64 %5, 32
  %7 = trunc i64 %6 to i32
  call void @mix(i32 noundef %7) #2
  ret void
}

declare dso_local void @abort() #1

; Function Attrs: noinline nounwind optnone
define internal i64 @isqrt64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, i64* %3, align 8
  %6 = load i64, i64* %3, align 8
  store i64 %6, i64* %4, align 8
  %7 = load i64, i64* %4, align 8
  %8 = add i64 %7, 1
  %9 = udiv i64 %8, 2
  store i64 %9, i64* %5, align 8
  %10 = load i64, i64* %3, align 8
  %11 = icmp ult i64 %10, 2
  br i1 %11, label %12, label %14

12:                                               ; preds = %1
  %13 = load i64, i64* %3, align 8
  store i64 %13, i64* %2, align 8
  br label %29

14:                                               ; preds = %1
  br label %15

15:                                               ; preds = %19, %14
  %16 = load i64, i64* %5, align 8
  %17 = load i64, i64* %4, align 8
  %18 = icmp ult i64 %16, %17
  br i1 %18, label %19, label %27

19:                                               ; preds = %15
  %20 = load i64, i64* %5, align 8
  store i64 %20, i64* %4, align 8
  %21 = load i64, i64* %4, align 8
  %22 = load i64, i64* %3, align 8
  %23 = load i64, i64* %4, align 8
  %24 = udiv i64 %22, %23
  %25 = add i64 %21, %24
  %26 = udiv i64 %25, 2
  store i64 %26, i64* %5, align 8
  br label %15, !llvm.loop !11

27:                                               ; preds = %15
  %28 = load i64, i64* %4, align 8
  store i64 %28, i64* %2, align 8
  br label %29

29:                                               ; preds = %27, %12
  %30 = load i64, i64* %2, align 8
  ret i64 %30
}

; Function Attrs: noinline nounwind optnone
define internal i64 @powmod(i64 noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i64 %0, i64* %4, align 8
  store i64 %1, i64* %5, align 8
  store i64 %2, i64* %6, align 8
  %8 = load i64, i64* %6, align 8
  %9 = urem i64 1, %8
  store i64 %9, i64* %7, align 8
  %10 = load i64, i64* %6, align 8
  %11 = load i64, i64* %4, align 8
  %12 = urem i64 %11, %10
  store i64 %12, i64* %4, align 8
  br label %13

13:                                               ; preds = %25, %3
  %14 = load i64, i64* %5, align 8
  %15 = icmp ne i64 %14, 0
  br i1 %15, label %16, label %32

16:                                               ; preds = %13
  %17 = load i64, i64* %5, align 8
  %18 = and i64 %17, 1
  %19 = icmp ne i64 %18, 0
  br i1 %19, label %20, label %25

20:                                               ; preds = %16
  %21 = load i64, i64* %7, align 8
  %22 = load i64, i64* %4, align 8
  %23 = load i64, i64* %6, align 8
  %24 = call i64 @mulmod(i64 noundef %21, i64 noundef %22, i64 noundef %23) #2
  store i64 %24, i64* %7, align 8
  br label %25

25:                                               ; preds = %20, %16
  %26 = load i64, i64* %4, align 8
  %27 = load i64, i64* %4, align 8
  %28 = load i64, i64* %6, align 8
  %29 = call i64 @mulmod(i64 noundef %26, i64 noundef %27, i64 noundef %28) #2
  store i64 %29, i64* %4, align 8
  %30 = load i64, i64* %5, align 8
  %31 = lshr i64 %30, 1
  store i64 %31, i64* %5, align 8
  br label %13, !llvm.loop !12

32:                                               ; preds = %13
  %33 = load i64, i64* %7, align 8
  ret i64 %33
}

; Function Attrs: noinline nounwind optnone
define internal i64 @mulmod(i64 noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i64 %0, i64* %4, align 8
  store i64 %1, i64* %5, align 8
  store i64 %2, i64* %6, align 8
  store i64 0, i64* %7, align 8
  %8 = load i64, i64* %6, align 8
  %9 = load i64, i64* %4, align 8
  %10 = urem i64 %9, %8
  store i64 %10, i64* %4, align 8
  br label %11

11:                                               ; preds = %40, %3
  %12 = load i64, i64* %5, align 8
  %13 = icmp ne i64 %12, 0
  br i1 %13, label %14, label %43

14:                                               ; preds = %11
  %15 = load i64, i64* %5, align 8
  %16 = and i64 %15, 1
  %17 = icmp ne i64 %16, 0
  br i1 %17, label %18, label %30

18:                                               ; preds = %14
  %19 = load i64, i64* %4, align 8
  %20 = load i64, i64* %7, align 8
  %21 = add i64 %20, %19
  store i64 %21, i64* %7, align 8
  %22 = load i64, i64* %7, align 8
  %23 = load i64, i64* %6, align 8
  %24 = icmp uge i64 %22, %23
  br i1 %24, label %25, label %29

25:                                               ; preds = %18
  %26 = load i64, i64* %6, align 8
  %27 = load i64, i64* %7, align 8
  %28 = sub i64 %27, %26
  store i64 %28, i64* %7, align 8
  br label %29

29:                                               ; preds = %25, %18
  br label %30

30:                                               ; preds = %29, %14
  %31 = load i64, i64* %4, align 8
  %32 = shl i64 %31, 1
  store i64 %32, i64* %4, align 8
  %33 = load i64, i64* %4, align 8
  %34 = load i64, i64* %6, align 8
  %35 = icmp uge i64 %33, %34
  br i1 %35, label %36, label %40

36:                                               ; preds = %30
  %37 = load i64, i64* %6, align 8
  %38 = load i64, i64* %4, align 8
  %39 = sub i64 %38, %37
  store i64 %39, i64* %4, align 8
  br label %40

40:                                               ; preds = %36, %30
  %41 = load i64, i64* %5, align 8
  %42 = lshr i64 %41, 1
  store i64 %42, i64* %5, align 8
  br label %11, !llvm.loop !13

43:                                               ; preds = %11
  %44 = load i64, i64* %7, align 8
  ret i64 %44
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #2 = { nobuiltin "no-builtins" }

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
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !8}
!12 = distinct !{!12, !8}
!13 = distinct !{!13, !8}
