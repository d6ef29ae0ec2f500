; ModuleID = 'divrem.c'
source_filename = "divrem.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@nums = internal constant [16 x i32] [i32 0, i32 1, i32 -1, i32 7, i32 -7, i32 100, i32 -100, i32 2147483647, i32 -2147483648, i32 123456789, i32 -987654321, i32 65535, i32 -65536, i32 31, i32 -32, i32 1000000007], align 16
@dens = internal constant [16 x i32] [i32 1, i32 -1, i32 2, i32 -2, i32 3, i32 -3, i32 7, i32 -7, i32 10, i32 -10, i32 16, i32 -16, i32 1000, i32 -65537, i32 2147483647, i32 -2147483648], align 16
@h = internal global i32 -2128831035, align 4

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store i32 16, i32* %1, align 4
  store i32 16, i32* %2, align 4
  store i32 0, i32* %3, align 4
  br label %16

16:                                               ; preds = %101, %0
  %17 = load i32, i32* %3, align 4
  %18 = icmp slt i32 %17, 16
  br i1 %18, label %19, label %104

19:                                               ; preds = %16
  store i32 0, i32* %4, align 4
  br label %20

20:                                               ; preds = %97, %19
  %21 = load i32, i32* %4, align 4
  %22 = icmp slt i32 %21, 16
  br i1 %22, label %23, label %100

23:                                               ; preds = %20
  %24 = load i32, i32* %3, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [16 x i32], [16 x i32]* @nums, i64 0, i64 %25
  %27 = load i32, i32* %26, align 4
  store i32 %27, i32* %5, align 4
  %28 = load i32, i32* %4, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [16 x i32], [16 x i32]* @dens, i64 0, i64 %29
  %31 = load i32, i32* %30, align 4
  store i32 %31, i32* %6, align 4
  %32 = load i32, i32* %5, align 4
  %33 = icmp eq i32 %32, -2147483648
  br i1 %33, label %34, label %38

34:                                               ; preds = %23
  %35 = load i32, i32* %6, align 4
  %36 = icmp eq i32 %35, -1
  br i1 %36, label %37, label %38

37:                                               ; preds = %34
  br label %97

38:                                               ; preds = %34, %23
  %39 = load i32, i32* %5, align 4
  %40 = load i32, i32* %6, align 4
  %41 = call i32 @sdiv(i32 noundef %39, i32 noundef %40) #2
  store i32 %41, i32* %7, align 4
  %42 = load i32, i32* %5, align 4
  %43 = load i32, i32* %6, align 4
  %44 = call i32 @srem(i32 noundef %42, i32 noundef %43) #2
  store i32 %44, i32* %8, align 4
  %45 = load i32, i32* %7, align 4
  %46 = sext i32 %45 to i64
  %47 = load i32, i32* %6, align 4
  %48 = sext i32 %47 to i64
  %49 = mul nsw i64 %46, %48
  %50 = load i32, i32* %8, align 4
  %51 = sext i32 %50 to i64
  %52 = add nsw i64 %49, %51
  %53 = load i32, i32* %5, align 4
  %54 = sext i32 %53 to i64
  %55 = icmp ne i64 %52, %54
  br i1 %55, label %56, label %57

56:                                               ; preds = %38
  call void @abort() #2
  br label %57

57:                                               ; preds = %56, %38
  %58 = load i32, i32* %8, align 4
  %59 = icmp ne i32 %58, 0
  br i1 %59, label %60, label %69

60:                                               ; preds = %57
  %61 = load i32, i32* %8, align 4
  %62 = icmp slt i32 %61, 0
  %63 = zext i1 %62 to i32
  %64 = load i32, i32* %5, align 4
  %65 = icmp slt i32 %64, 0
  %66 = zext i1 %65 to i32
  %67 = icmp ne i32 %63, %66
  br i1 %67, label %68, label %69

68:                                               ; preds = %60
  call void @abort() #2
  br label %69

69:                                               ; preds = %68, %60, %57
  %70 = load i32, i32* %7, align 4
  call void @mix(i32 noundef %70) #2
  %71 = load i32, i32* %8, align 4
  call void @mix(i32 noundef %71) #2
  %72 = load i32, i32* %5, align 4
  store i32 %72, i32* %9, align 4
  %73 = load i32, i32* %6, align 4
  store i32 %73, i32* %10, align 4
  %74 = load i32, i32* %9, align 4
  %75 = load i32, i32* %10, align 4
  %76 = call i32 @udiv(i32 noundef %74, i32 noundef %75) #2
  store i32 %76, i32* %11, align 4
  %77 = load i32, i32* %9, align 4
  %78 = load i32, i32* %10, align 4
  %79 = call i32 @urem(i32 noundef %77, i32 noundef %78) #2
  store i32 %79, i32* %12, align 4
  %80 = load i32, i32* %11, align 4
  %81 = load i32, i32* %10, align 4
  %82 = mul i32 %80, %81
  %83 = load i32, i32* %12, align 4
  %84 = add i32 %82, %83
  %85 = load i32, i32* %9, align 4
  %86 = icmp ne i32 %84, %85
  br i1 %86, label %91, label %87

87:                                               ; preds = %69
  %88 = load i32, i32* %12, align 4
  %89 = load i32, i32* %10, align 4
  %90 = icmp uge i32 %88, %89
  br i1 %90, label %91, label %92

91:                                               ; preds = %87, %69
  call void @abort() #2
  br label %92

92:                                               ; preds = %91, %87
  %93 = load i32, i32* %11, align 4
  %94 = load i32, i32* %12, align 4
  %95 = shl i32 %94, 7
  %96 = xor i32 %93, %95
  call void @mix(i32 noundef %96) #2
  br label %97

97:                                               ; preds = %92, %37
  %98 = load i32, i32* %4, align 4
  %99 = add nsw i32 %98, 1
  store i32 %99, i32* %4, align 4
  br label %20, !llvm.loop !2

100:                                              ; preds = %20
  br label %101

101:                                              ; preds = %100
  %102 = load i32, i32* %3, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, i32* %3, align 4
  br label %16, !llvm.loop !4

104:                                              ; preds = %16
  %105 = call i32 @sdiv(i32 noundef -7, i32 noundef 2) #2
  %106 = icmp ne i32 %105, -3
  br i1 %106, label %116, label %107

107:                                              ; preds = %104
  %108 = call i32 @srem(i32 noundef -7, i32 noundef 2) #2
  %109 = icmp ne i32 %108, -1
  br i1 %109, label %116, label %110

110:                                              ; preds = %107
  %111 = call i32 @sdiv(i32 noundef 7, i32 noundef -2) #2
  %112 = icmp ne i32 %111, -3
  br i1 %112, label %116, label %113

113:                                              ; preds = %110
  %114 = call i32 @srem(i32 noundef 7, i32 noundef -2) #2
  %115 = icmp ne i32 %114, 1
  br i1 %115, label %116, label %117

116:                                              ; preds = %113, %110, %107, %104
  call void @abort() #2
  br label %117

117:                                              ; preds = %116, %113
  store i32 77, i32* %13, align 4
  store i32 0, i32* %14, align 4
  br label %118

118:                                              ; preds = %145, %117
  %119 = load i32, i32* %14, align 4
  %120 = icmp slt i32 %119, 500
  br i1 %120, label %121, label %148

121:                                              ; preds = %118
  %122 = load i32, i32* %13, align 4
  %123 = mul i32 %122, 1664525
  %124 = add i32 %123, 1013904223
  store i32 %124, i32* %13, align 4
  %125 = load i32, i32* %13, align 4
  store i32 %125, i32* %15, align 4
  %126 = load i32, i32* %15, align 4
  %127 = call i32 @by_consts(i32 noundef %126) #2
  call void @mix(i32 noundef %127) #2
  %128 = load i32, i32* %13, align 4
  %129 = call i32 @by_uconsts(i32 noundef %128) #2
  call void @mix(i32 noundef %129) #2
  %130 = load i32, i32* %13, align 4
  %131 = trunc i32 %130 to i8
  %132 = load i32, i32* %13, align 4
  %133 = lshr i32 %132, 8
  %134 = trunc i32 %133 to i8
  %135 = load i32, i32* %13, align 4
  %136 = lshr i32 %135, 16
  %137 = trunc i32 %136 to i16
  %138 = load i32, i32* %13, align 4
  %139 = lshr i32 %138, 5
  %140 = trunc i32 %139 to i16
  %141 = load i32, i32* %13, align 4
  %142 = lshr i32 %141, 24
  %143 = trunc i32 %142 to i8
  %144 = call i32 @narrow_div(i8 noundef signext %131, i8 noundef signext %134, i16 noundef signext %137, i16 noundef zeroext %140, i8 noundef zeroext %143) #2
  call void @mix(i32 noundef %144) #2
  br label %145

145:                                              ; preds = %121
  %146 = load i32, i32* %14, align 4
  %147 = add nsw i32 %146, 1
  store i32 %147, i32* %14, align 4
  br label %118, !llvm.loop !5

148:                                              ; preds = %118
  %149 = call i32 @narrow_div(i8 noundef signext -128, i8 noundef signext -1, i16 noundef signext -32768, i16 noundef zeroext 1, i8 noundef zeroext 0) #2
  call void @mix(i32 noundef %149) #2
  %150 = load i32, i32* @h, align 4
  %151 = and i32 %150, 2147483647
  ret i32 %151
}

; Function Attrs: noinline nounwind optnone
define internal i32 @sdiv(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = sdiv i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone
define internal i32 @srem(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = srem i32 %5, %6
  ret i32 %7
}

declare dso_local void @abort() #1

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
define internal i32 @udiv(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = udiv i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone
define internal i32 @urem(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load i32, i32* %3, align 4
  %6 = load i32, i32* %4, align 4
  %7 = urem i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone
define internal i32 @by_consts(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = sdiv i32 %3, 3
  %5 = load i32, i32* %2, align 4
  %6 = srem i32 %5, 3
  %7 = add nsw i32 %4, %6
  %8 = load i32, i32* %2, align 4
  %9 = sdiv i32 %8, 7
  %10 = add nsw i32 %7, %9
  %11 = load i32, i32* %2, align 4
  %12 = srem i32 %11, 7
  %13 = sub nsw i32 %10, %12
  %14 = load i32, i32* %2, align 4
  %15 = sdiv i32 %14, 10
  %16 = add nsw i32 %13, %15
  %17 = load i32, i32* %2, align 4
  %18 = srem i32 %17, 10
  %19 = add nsw i32 %16, %18
  %20 = load i32, i32* %2, align 4
  %21 = sdiv i32 %20, 16
  %22 = add nsw i32 %19, %21
  %23 = load i32, i32* %2, align 4
  %24 = srem i32 %23, 16
  %25 = sub nsw i32 %22, %24
  %26 = load i32, i32* %2, align 4
  %27 = sdiv i32 %26, -5
  %28 = add nsw i32 %25, %27
  %29 = load i32, i32* %2, align 4
  %30 = srem i32 %29, -5
  %31 = add nsw i32 %28, %30
  %32 = load i32, i32* %2, align 4
  %33 = sdiv i32 %32, 1000
  %34 = add nsw i32 %31, %33
  ret i32 %34
}

; Function Attrs: noinline nounwind optnone
define internal i32 @by_uconsts(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %3 = load i32, i32* %2, align 4
  %4 = udiv i32 %3, 3
  %5 = load i32, i32* %2, align 4
  %6 = urem i32 %5, 3
  %7 = add i32 %4, %6
  %8 = load i32, i32* %2, align 4
  %9 = udiv i32 %8, 7
  %10 = add i32 %7, %9
  %11 = load i32, i32* %2, align 4
  %12 = urem i32 %11, 7
  %13 = add i32 %10, %12
  %14 = load i32, i32* %2, align 4
  %15 = udiv i32 %14, 10
  %16 = add i32 %13, %15
  %17 = load i32, i32* %2, align 4
  %18 = urem i32 %17, 10
  %19 = add i32 %16, %18
  %20 = load i32, i32* %2, align 4
  %21 = udiv i32 %20, 16
  %22 = add i32 %19, %21
  %23 = load i32, i32* %2, align 4
  %24 = urem i32 %23, 16
  %25 = add i32 %22, %24
  %26 = load i32, i32* %2, align 4
  %27 = udiv i32 %26, 641
  %28 = add i32 %25, %27
  %29 = load i32, i32* %2, align 4
  %30 = urem i32 %29, 1000
  %31 = add i32 %28, %30
  ret i32 %31
}

; Function Attrs: noinline nounwind optnone
define internal i32 @narrow_div(i8 noundef signext %0, i8 noundef signext %1, i16 noundef signext %2, i16 noundef zeroext %3, i8 noundef zeroext %4) #0 {
  %6 = alloca i8, align 1
  %7 = alloca i8, align 1
  %8 = alloca i16, align 2
  %9 = alloca i16, align 2
  %10 = alloca i8, align 1
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i8 %0, i8* %6, align 1
  store i8 %1, i8* %7, align 1
  store i16 %2, i16* %8, align 2
  store i16 %3, i16* %9, align 2
  store i8 %4, i8* %10, align 1
  %15 = load i8, i8* %7, align 1
  %16 = sext i8 %15 to i32
  %17 = icmp ne i32 %16, 0
  br i1 %17, label %18, label %24

18:                                               ; preds = %5
  %19 = load i8, i8* %6, align 1
  %20 = sext i8 %19 to i32
  %21 = load i8, i8* %7, align 1
  %22 = sext i8 %21 to i32
  %23 = sdiv i32 %20, %22
  br label %25

24:                                               ; preds = %5
  br label %25

25:                                               ; preds = %24, %18
  %26 = phi i32 [ %23, %18 ], [ 0, %24 ]
  store i32 %26, i32* %11, align 4
  %27 = load i8, i8* %7, align 1
  %28 = sext i8 %27 to i32
  %29 = icmp ne i32 %28, 0
  br i1 %29, label %30, label %36

30:                                               ; preds = %25
  %31 = load i8, i8* %6, align 1
  %32 = sext i8 %31 to i32
  %33 = load i8, i8* %7, align 1
  %34 = sext i8 %33 to i32
  %35 = srem i32 %32, %34
  br label %37

36:                                               ; preds = %25
  br label %37

37:                                               ; preds = %36, %30
  %38 = phi i32 [ %35, %30 ], [ 0, %36 ]
  store i32 %38, i32* %12, align 4
  %39 = load i16, i16* %9, align 2
  %40 = zext i16 %39 to i32
  %41 = icmp ne i32 %40, 0
  br i1 %41, label %42, label %48

42:                                               ; preds = %37
  %43 = load i16, i16* %8, align 2
  %44 = sext i16 %43 to i32
  %45 = load i16, i16* %9, align 2
  %46 = zext i16 %45 to i32
  %47 = sdiv i32 %44, %46
  br label %49

48:                                               ; preds = %37
  br label %49

49:                                               ; preds = %48, %42
  %50 = phi i32 [ %47, %42 ], [ 0, %48 ]
  store i32 %50, i32* %13, align 4
  %51 = load i8, i8* %10, align 1
  %52 = zext i8 %51 to i32
  %53 = icmp ne i32 %52, 0
  br i1 %53, label %54, label %60

54:                                               ; preds = %49
  %55 = load i16, i16* %9, align 2
  %56 = zext i16 %55 to i32
  %57 = load i8, i8* %10, align 1
  %58 = zext i8 %57 to i32
  %59 = srem i32 %56, %58
  br label %61

60:                                               ; preds = %49
  br label %61

61:                                               ; preds = %60, %54
  %62 = phi i32 [ %59, %54 ], [ 0, %60 ]
  store i32 %62, i32* %14, align 4
  %63 = load i32, i32* %11, align 4
  %64 = mul nsw i32 %63, 1000000
  %65 = load i32, i32* %12, align 4
  %66 = mul nsw i32 %65, 10000
  %67 = add nsw i32 %64, %66
  %68 = load i32, i32* %13, align 4
  %69 = mul nsw i32 %68, 100
  %70 = add nsw i32 %67, %69
  %71 = load i32, i32* %14, align 4
  %72 = add nsw i32 %70, %71
  ret i32 %72
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 14.0.6"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = distinct !{!4, !3}
!5 = distinct !{!5, !3}
