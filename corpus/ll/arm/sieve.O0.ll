; ModuleID = 'sieve.c'
source_filename = "sieve.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv6-none-unknown-eabi"

@composite = internal global [3000 x i8] zeroinitializer, align 1
@bits = internal global [94 x i32] zeroinitializer, align 4

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
  %15 = call i8* @memset(i8* noundef getelementptr inbounds ([3000 x i8], [3000 x i8]* @composite, i32 0, i32 0), i32 noundef 0, i32 noundef 3000) #2
  store i8 1, i8* getelementptr inbounds ([3000 x i8], [3000 x i8]* @composite, i32 0, i32 1), align 1
  store i8 1, i8* getelementptr inbounds ([3000 x i8], [3000 x i8]* @composite, i32 0, i32 0), align 1
  store i32 2, i32* %1, align 4
  br label %16

16:                                               ; preds = %42, %0
  %17 = load i32, i32* %1, align 4
  %18 = load i32, i32* %1, align 4
  %19 = mul nsw i32 %17, %18
  %20 = icmp slt i32 %19, 3000
  br i1 %20, label %21, label %45

21:                                               ; preds = %16
  %22 = load i32, i32* %1, align 4
  %23 = getelementptr inbounds [3000 x i8], [3000 x i8]* @composite, i32 0, i32 %22
  %24 = load i8, i8* %23, align 1
  %25 = icmp ne i8 %24, 0
  br i1 %25, label %41, label %26

26:                                               ; preds = %21
  %27 = load i32, i32* %1, align 4
  %28 = load i32, i32* %1, align 4
  %29 = mul nsw i32 %27, %28
  store i32 %29, i32* %2, align 4
  br label %30

30:                                               ; preds = %36, %26
  %31 = load i32, i32* %2, align 4
  %32 = icmp slt i32 %31, 3000
  br i1 %32, label %33, label %40

33:                                               ; preds = %30
  %34 = load i32, i32* %2, align 4
  %35 = getelementptr inbounds [3000 x i8], [3000 x i8]* @composite, i32 0, i32 %34
  store i8 1, i8* %35, align 1
  br label %36

36:                                               ; preds = %33
  %37 = load i32, i32* %1, align 4
  %38 = load i32, i32* %2, align 4
  %39 = add nsw i32 %38, %37
  store i32 %39, i32* %2, align 4
  br label %30, !llvm.loop !7

40:                                               ; preds = %30
  br label %41

41:                                               ; preds = %40, %21
  br label %42

42:                                               ; preds = %41
  %43 = load i32, i32* %1, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, i32* %1, align 4
  br label %16, !llvm.loop !9

45:                                               ; preds = %16
  store i32 0, i32* %3, align 4
  br label %46

46:                                               ; preds = %52, %45
  %47 = load i32, i32* %3, align 4
  %48 = icmp ult i32 %47, 94
  br i1 %48, label %49, label %55

49:                                               ; preds = %46
  %50 = load i32, i32* %3, align 4
  %51 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %50
  store i32 0, i32* %51, align 4
  br label %52

52:                                               ; preds = %49
  %53 = load i32, i32* %3, align 4
  %54 = add i32 %53, 1
  store i32 %54, i32* %3, align 4
  br label %46, !llvm.loop !10

55:                                               ; preds = %46
  %56 = load i32, i32* getelementptr inbounds ([94 x i32], [94 x i32]* @bits, i32 0, i32 0), align 4
  %57 = or i32 %56, 1
  store i32 %57, i32* getelementptr inbounds ([94 x i32], [94 x i32]* @bits, i32 0, i32 0), align 4
  store i32 1, i32* %4, align 4
  br label %58

58:                                               ; preds = %106, %55
  %59 = load i32, i32* %4, align 4
  %60 = mul i32 2, %59
  %61 = add i32 %60, 1
  %62 = load i32, i32* %4, align 4
  %63 = mul i32 2, %62
  %64 = add i32 %63, 1
  %65 = mul i32 %61, %64
  %66 = icmp ult i32 %65, 3000
  br i1 %66, label %67, label %109

67:                                               ; preds = %58
  %68 = load i32, i32* %4, align 4
  %69 = lshr i32 %68, 5
  %70 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %69
  %71 = load i32, i32* %70, align 4
  %72 = load i32, i32* %4, align 4
  %73 = and i32 %72, 31
  %74 = lshr i32 %71, %73
  %75 = and i32 %74, 1
  %76 = icmp ne i32 %75, 0
  br i1 %76, label %105, label %77

77:                                               ; preds = %67
  %78 = load i32, i32* %4, align 4
  %79 = mul i32 2, %78
  %80 = add i32 %79, 1
  store i32 %80, i32* %5, align 4
  %81 = load i32, i32* %5, align 4
  %82 = load i32, i32* %5, align 4
  %83 = mul i32 %81, %82
  %84 = sub i32 %83, 1
  %85 = udiv i32 %84, 2
  store i32 %85, i32* %6, align 4
  br label %86

86:                                               ; preds = %100, %77
  %87 = load i32, i32* %6, align 4
  %88 = mul i32 2, %87
  %89 = add i32 %88, 1
  %90 = icmp ult i32 %89, 3000
  br i1 %90, label %91, label %104

91:                                               ; preds = %86
  %92 = load i32, i32* %6, align 4
  %93 = and i32 %92, 31
  %94 = shl i32 1, %93
  %95 = load i32, i32* %6, align 4
  %96 = lshr i32 %95, 5
  %97 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %96
  %98 = load i32, i32* %97, align 4
  %99 = or i32 %98, %94
  store i32 %99, i32* %97, align 4
  br label %100

100:                                              ; preds = %91
  %101 = load i32, i32* %5, align 4
  %102 = load i32, i32* %6, align 4
  %103 = add i32 %102, %101
  store i32 %103, i32* %6, align 4
  br label %86, !llvm.loop !11

104:                                              ; preds = %86
  br label %105

105:                                              ; preds = %104, %67
  br label %106

106:                                              ; preds = %105
  %107 = load i32, i32* %4, align 4
  %108 = add i32 %107, 1
  store i32 %108, i32* %4, align 4
  br label %58, !llvm.loop !12

109:                                              ; preds = %58
  store i32 -2128831035, i32* %7, align 4
  store i32 0, i32* %8, align 4
  store i32 0, i32* %9, align 4
  store i32 0, i32* %10, align 4
  store i32 2, i32* %11, align 4
  store i32 2, i32* %12, align 4
  br label %110

110:                                              ; preds = %181, %109
  %111 = load i32, i32* %12, align 4
  %112 = icmp ult i32 %111, 3000
  br i1 %112, label %113, label %184

113:                                              ; preds = %110
  %114 = load i32, i32* %12, align 4
  %115 = getelementptr inbounds [3000 x i8], [3000 x i8]* @composite, i32 0, i32 %114
  %116 = load i8, i8* %115, align 1
  %117 = icmp ne i8 %116, 0
  %118 = xor i1 %117, true
  %119 = zext i1 %118 to i32
  store i32 %119, i32* %13, align 4
  %120 = load i32, i32* %12, align 4
  %121 = icmp eq i32 %120, 2
  br i1 %121, label %140, label %122

122:                                              ; preds = %113
  %123 = load i32, i32* %12, align 4
  %124 = and i32 %123, 1
  %125 = icmp ne i32 %124, 0
  br i1 %125, label %126, label %138

126:                                              ; preds = %122
  %127 = load i32, i32* %12, align 4
  %128 = lshr i32 %127, 6
  %129 = getelementptr inbounds [94 x i32], [94 x i32]* @bits, i32 0, i32 %128
  %130 = load i32, i32* %129, align 4
  %131 = load i32, i32* %12, align 4
  %132 = lshr i32 %131, 1
  %133 = and i32 %132, 31
  %134 = lshr i32 %130, %133
  %135 = and i32 %134, 1
  %136 = icmp ne i32 %135, 0
  %137 = xor i1 %136, true
  br label %138

138:                                              ; preds = %126, %122
  %139 = phi i1 [ false, %122 ], [ %137, %126 ]
  br label %140

140:                                              ; preds = %138, %113
  %141 = phi i1 [ true, %113 ], [ %139, %138 ]
  %142 = zext i1 %141 to i32
  store i32 %142, i32* %14, align 4
  %143 = load i32, i32* %13, align 4
  %144 = load i32, i32* %14, align 4
  %145 = icmp ne i32 %143, %144
  br i1 %145, label %146, label %147

146:                                              ; preds = %140
  call void @abort() #2
  br label %147

147:                                              ; preds = %146, %140
  %148 = load i32, i32* %13, align 4
  %149 = icmp ne i32 %148, 0
  br i1 %149, label %151, label %150

150:                                              ; preds = %147
  br label %181

151:                                              ; preds = %147
  %152 = load i32, i32* %8, align 4
  %153 = add i32 %152, 1
  store i32 %153, i32* %8, align 4
  %154 = load i32, i32* %12, align 4
  %155 = icmp uge i32 %154, 5
  br i1 %155, label %156, label %165

156:                                              ; preds = %151
  %157 = load i32, i32* %12, align 4
  %158 = sub i32 %157, 2
  %159 = getelementptr inbounds [3000 x i8], [3000 x i8]* @composite, i32 0, i32 %158
  %160 = load i8, i8* %159, align 1
  %161 = icmp ne i8 %160, 0
  br i1 %161, label %165, label %162

162:                                              ; preds = %156
  %163 = load i32, i32* %9, align 4
  %164 = add i32 %163, 1
  store i32 %164, i32* %9, align 4
  br label %165

165:                                              ; preds = %162, %156, %151
  %166 = load i32, i32* %12, align 4
  %167 = load i32, i32* %11, align 4
  %168 = sub i32 %166, %167
  %169 = load i32, i32* %10, align 4
  %170 = icmp ugt i32 %168, %169
  br i1 %170, label %171, label %175

171:                                              ; preds = %165
  %172 = load i32, i32* %12, align 4
  %173 = load i32, i32* %11, align 4
  %174 = sub i32 %172, %173
  store i32 %174, i32* %10, align 4
  br label %175

175:                                              ; preds = %171, %165
  %176 = load i32, i32* %12, align 4
  store i32 %176, i32* %11, align 4
  %177 = load i32, i32* %7, align 4
  %178 = load i32, i32* %12, align 4
  %179 = xor i32 %177, %178
  %180 = mul i32 %179, 16777619
  store i32 %180, i32* %7, align 4
  br label %181

181:                                              ; preds = %175, %150
  %182 = load i32, i32* %12, align 4
  %183 = add i32 %182, 1
  store i32 %183, i32* %12, align 4
  br label %110, !llvm.loop !13

184:                                              ; preds = %110
  %185 = load i32, i32* %8, align 4
  %186 = icmp ne i32 %185, 430
  br i1 %186, label %187, label %188

187:                                              ; preds = %184
  call void @abort() #2
  br label %188

188:                                              ; preds = %187, %184
  %189 = load i32, i32* %8, align 4
  call void @print_uint(i32 noundef %189) #2
  %190 = call i32 @putchar(i32 noundef 32) #2
  %191 = load i32, i32* %9, align 4
  call void @print_uint(i32 noundef %191) #2
  %192 = call i32 @putchar(i32 noundef 32) #2
  %193 = load i32, i32* %10, align 4
  call void @print_uint(i32 noundef %193) #2
  %194 = call i32 @putchar(i32 noundef 10) #2
  %195 = load i32, i32* %7, align 4
  %196 = load i32, i32* %9, align 4
  %197 = xor i32 %195, %196
  %198 = load i32, i32* %10, align 4
  %199 = shl i32 %198, 16
  %200 = xor i32 %197, %199
  %201 = mul i32 %200, 16777619
  store i32 %201, i32* %7, align 4
  %202 = load i32, i32* %7, align 4
  %203 = and i32 %202, 2147483647
  call void @exit(i32 noundef %203) #2
  ret i32 0
}

declare dso_local i8* @memset(i8* noundef, i32 noundef, i32 noundef) #1

declare dso_local void @abort() #1

; Function Attrs: noinline nounwind optnone
define internal void @print_uint(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [10 x i8], align 1
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  store i32 0, i32* %4, align 4
  br label %5

5:                                                ; preds = %15, %1
  %6 = load i32, i32* %2, align 4
  %7 = urem i32 %6, 10
  %8 = add i32 48, %7
  %9 = trunc i32 %8 to i8
  %10 = load i32, i32* %4, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, i32* %4, align 4
  %12 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %10
  store i8 %9, i8* %12, align 1
  %13 = load i32, i32* %2, align 4
  %14 = udiv i32 %13, 10
  store i32 %14, i32* %2, align 4
  br label %15

15:                                               ; preds = %5
  %16 = load i32, i32* %2, align 4
  %17 = icmp ne i32 %16, 0
  br i1 %17, label %5, label %18, !llvm.loop !14

18:                                               ; preds = %15
  br label %19

19:                                               ; preds = %22, %18
  %20 = load i32, i32* %4, align 4
  %21 = icmp ne i32 %20, 0
  br i1 %21, label %22, label %29

22:                                               ; preds = %19
  %23 = load i32, i32* %4, align 4
  %24 = add nsw i32 %23, -1
  store i32 %24, i32* %4, align 4
  %25 = getelementptr inbounds [10 x i8], [10 x i8]* %3, i32 0, i32 %24
  %26 = load i8, i8* %25, align 1
  %27 = zext i8 %26 to i32
  %28 = call i32 @putchar(i32 noundef %27) #2
  br label %19, !llvm.loop !15

29:                                               ; preds = %19
  ret void
}

declare dso_local i32 @putchar(i32 noundef) #1

declare dso_local void @exit(i32 noundef) #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
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
!14 = distinct !{!14, !8}
!15 = distinct !{!15, !8}
