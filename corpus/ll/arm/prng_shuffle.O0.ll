; ModuleID = 'prng_shuffle.c'
source_filename = "prng_shuffle.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv6-none-unknown-eabi"

@perm = internal global [64 x i8] zeroinitializer, align 1
@sample = internal global [8 x i16] zeroinitializer, align 2
@xs_state = internal global i32 -1831433054, align 4
@lcg_state = internal global i32 1, align 4
@pcg_state = internal global i64 -8846114313915602277, align 8

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i8, align 1
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  store i32 -2128831035, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %19

19:                                               ; preds = %32, %0
  %20 = load i32, i32* %2, align 4
  %21 = icmp slt i32 %20, 200
  br i1 %21, label %22, label %35

22:                                               ; preds = %19
  %23 = load i32, i32* %1, align 4
  %24 = call i32 @xorshift32() #2
  %25 = xor i32 %23, %24
  %26 = mul i32 %25, 16777619
  store i32 %26, i32* %1, align 4
  %27 = load i32, i32* %1, align 4
  %28 = call i32 @lcg() #2
  %29 = lshr i32 %28, 7
  %30 = xor i32 %27, %29
  %31 = mul i32 %30, 16777619
  store i32 %31, i32* %1, align 4
  br label %32

32:                                               ; preds = %22
  %33 = load i32, i32* %2, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, i32* %2, align 4
  br label %19, !llvm.loop !7

35:                                               ; preds = %19
  store i32 0, i32* %3, align 4
  br label %36

36:                                               ; preds = %148, %35
  %37 = load i32, i32* %3, align 4
  %38 = icmp slt i32 %37, 6
  br i1 %38, label %39, label %151

39:                                               ; preds = %36
  store i32 0, i32* %4, align 4
  br label %40

40:                                               ; preds = %48, %39
  %41 = load i32, i32* %4, align 4
  %42 = icmp slt i32 %41, 64
  br i1 %42, label %43, label %51

43:                                               ; preds = %40
  %44 = load i32, i32* %4, align 4
  %45 = trunc i32 %44 to i8
  %46 = load i32, i32* %4, align 4
  %47 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %46
  store i8 %45, i8* %47, align 1
  br label %48

48:                                               ; preds = %43
  %49 = load i32, i32* %4, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, i32* %4, align 4
  br label %40, !llvm.loop !9

51:                                               ; preds = %40
  store i32 63, i32* %5, align 4
  br label %52

52:                                               ; preds = %70, %51
  %53 = load i32, i32* %5, align 4
  %54 = icmp sgt i32 %53, 0
  br i1 %54, label %55, label %73

55:                                               ; preds = %52
  %56 = load i32, i32* %5, align 4
  %57 = add i32 %56, 1
  %58 = call i32 @bounded(i32 noundef %57) #2
  store i32 %58, i32* %6, align 4
  %59 = load i32, i32* %5, align 4
  %60 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %59
  %61 = load i8, i8* %60, align 1
  store i8 %61, i8* %7, align 1
  %62 = load i32, i32* %6, align 4
  %63 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %62
  %64 = load i8, i8* %63, align 1
  %65 = load i32, i32* %5, align 4
  %66 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %65
  store i8 %64, i8* %66, align 1
  %67 = load i8, i8* %7, align 1
  %68 = load i32, i32* %6, align 4
  %69 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %68
  store i8 %67, i8* %69, align 1
  br label %70

70:                                               ; preds = %55
  %71 = load i32, i32* %5, align 4
  %72 = add nsw i32 %71, -1
  store i32 %72, i32* %5, align 4
  br label %52, !llvm.loop !10

73:                                               ; preds = %52
  store i32 0, i32* %8, align 4
  store i32 0, i32* %9, align 4
  store i32 0, i32* %10, align 4
  br label %74

74:                                               ; preds = %118, %73
  %75 = load i32, i32* %10, align 4
  %76 = icmp slt i32 %75, 64
  br i1 %76, label %77, label %121

77:                                               ; preds = %74
  %78 = load i32, i32* %10, align 4
  %79 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %78
  %80 = load i8, i8* %79, align 1
  %81 = zext i8 %80 to i32
  %82 = and i32 %81, 128
  %83 = icmp ne i32 %82, 0
  br i1 %83, label %84, label %85

84:                                               ; preds = %77
  br label %118

85:                                               ; preds = %77
  store i32 0, i32* %11, align 4
  %86 = load i32, i32* %10, align 4
  store i32 %86, i32* %12, align 4
  br label %87

87:                                               ; preds = %95, %85
  %88 = load i32, i32* %12, align 4
  %89 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %88
  %90 = load i8, i8* %89, align 1
  %91 = zext i8 %90 to i32
  %92 = and i32 %91, 128
  %93 = icmp ne i32 %92, 0
  %94 = xor i1 %93, true
  br i1 %94, label %95, label %109

95:                                               ; preds = %87
  %96 = load i32, i32* %12, align 4
  %97 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %96
  %98 = load i8, i8* %97, align 1
  %99 = zext i8 %98 to i32
  store i32 %99, i32* %13, align 4
  %100 = load i32, i32* %12, align 4
  %101 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %100
  %102 = load i8, i8* %101, align 1
  %103 = zext i8 %102 to i32
  %104 = or i32 %103, 128
  %105 = trunc i32 %104 to i8
  store i8 %105, i8* %101, align 1
  %106 = load i32, i32* %13, align 4
  store i32 %106, i32* %12, align 4
  %107 = load i32, i32* %11, align 4
  %108 = add nsw i32 %107, 1
  store i32 %108, i32* %11, align 4
  br label %87, !llvm.loop !11

109:                                              ; preds = %87
  %110 = load i32, i32* %8, align 4
  %111 = add nsw i32 %110, 1
  store i32 %111, i32* %8, align 4
  %112 = load i32, i32* %11, align 4
  %113 = load i32, i32* %9, align 4
  %114 = icmp sgt i32 %112, %113
  br i1 %114, label %115, label %117

115:                                              ; preds = %109
  %116 = load i32, i32* %11, align 4
  store i32 %116, i32* %9, align 4
  br label %117

117:                                              ; preds = %115, %109
  br label %118

118:                                              ; preds = %117, %84
  %119 = load i32, i32* %10, align 4
  %120 = add nsw i32 %119, 1
  store i32 %120, i32* %10, align 4
  br label %74, !llvm.loop !12

121:                                              ; preds = %74
  store i32 0, i32* %14, align 4
  store i32 0, i32* %15, align 4
  br label %122

122:                                              ; preds = %133, %121
  %123 = load i32, i32* %15, align 4
  %124 = icmp slt i32 %123, 64
  br i1 %124, label %125, label %136

125:                                              ; preds = %122
  %126 = load i32, i32* %15, align 4
  %127 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %126
  %128 = load i8, i8* %127, align 1
  %129 = zext i8 %128 to i32
  %130 = and i32 %129, 127
  %131 = load i32, i32* %14, align 4
  %132 = add nsw i32 %131, %130
  store i32 %132, i32* %14, align 4
  br label %133

133:                                              ; preds = %125
  %134 = load i32, i32* %15, align 4
  %135 = add nsw i32 %134, 1
  store i32 %135, i32* %15, align 4
  br label %122, !llvm.loop !13

136:                                              ; preds = %122
  %137 = load i32, i32* %14, align 4
  %138 = icmp ne i32 %137, 2016
  br i1 %138, label %139, label %140

139:                                              ; preds = %136
  call void @abort() #2
  br label %140

140:                                              ; preds = %139, %136
  %141 = load i32, i32* %1, align 4
  %142 = load i32, i32* %8, align 4
  %143 = xor i32 %141, %142
  %144 = load i32, i32* %9, align 4
  %145 = shl i32 %144, 8
  %146 = xor i32 %143, %145
  %147 = mul i32 %146, 16777619
  store i32 %147, i32* %1, align 4
  br label %148

148:                                              ; preds = %140
  %149 = load i32, i32* %3, align 4
  %150 = add nsw i32 %149, 1
  store i32 %150, i32* %3, align 4
  br label %36, !llvm.loop !14

151:                                              ; preds = %36
  store i32 0, i32* %16, align 4
  br label %152

152:                                              ; preds = %176, %151
  %153 = load i32, i32* %16, align 4
  %154 = icmp ult i32 %153, 500
  br i1 %154, label %155, label %179

155:                                              ; preds = %152
  %156 = load i32, i32* %16, align 4
  %157 = icmp ult i32 %156, 8
  br i1 %157, label %158, label %163

158:                                              ; preds = %155
  %159 = load i32, i32* %16, align 4
  %160 = trunc i32 %159 to i16
  %161 = load i32, i32* %16, align 4
  %162 = getelementptr inbounds [8 x i16], [8 x i16]* @sample, i32 0, i32 %161
  store i16 %160, i16* %162, align 2
  br label %175

163:                                              ; preds = %155
  %164 = load i32, i32* %16, align 4
  %165 = add i32 %164, 1
  %166 = call i32 @bounded(i32 noundef %165) #2
  store i32 %166, i32* %17, align 4
  %167 = load i32, i32* %17, align 4
  %168 = icmp ult i32 %167, 8
  br i1 %168, label %169, label %174

169:                                              ; preds = %163
  %170 = load i32, i32* %16, align 4
  %171 = trunc i32 %170 to i16
  %172 = load i32, i32* %17, align 4
  %173 = getelementptr inbounds [8 x i16], [8 x i16]* @sample, i32 0, i32 %172
  store i16 %171, i16* %173, align 2
  br label %174

174:                                              ; preds = %169, %163
  br label %175

175:                                              ; preds = %174, %158
  br label %176

176:                                              ; preds = %175
  %177 = load i32, i32* %16, align 4
  %178 = add i32 %177, 1
  store i32 %178, i32* %16, align 4
  br label %152, !llvm.loop !15

179:                                              ; preds = %152
  store i32 0, i32* %18, align 4
  br label %180

180:                                              ; preds = %191, %179
  %181 = load i32, i32* %18, align 4
  %182 = icmp slt i32 %181, 8
  br i1 %182, label %183, label %194

183:                                              ; preds = %180
  %184 = load i32, i32* %1, align 4
  %185 = load i32, i32* %18, align 4
  %186 = getelementptr inbounds [8 x i16], [8 x i16]* @sample, i32 0, i32 %185
  %187 = load i16, i16* %186, align 2
  %188 = zext i16 %187 to i32
  %189 = xor i32 %184, %188
  %190 = mul i32 %189, 16777619
  store i32 %190, i32* %1, align 4
  br label %191

191:                                              ; preds = %183
  %192 = load i32, i32* %18, align 4
  %193 = add nsw i32 %192, 1
  store i32 %193, i32* %18, align 4
  br label %180, !llvm.loop !16

194:                                              ; preds = %180
  %195 = load i32, i32* %1, align 4
  %196 = and i32 %195, 2147483647
  ret i32 %196
}

; Function Attrs: noinline nounwind optnone
define internal i32 @xorshift32() #0 {
  %1 = alloca i32, align 4
  %2 = load i32, i32* @xs_state, align 4
  store i32 %2, i32* %1, align 4
  %3 = load i32, i32* %1, align 4
  %4 = shl i32 %3, 13
  %5 = load i32, i32* %1, align 4
  %6 = xor i32 %5, %4
  store i32 %6, i32* %1, align 4
  %7 = load i32, i32* %1, align 4
  %8 = lshr i32 %7, 17
  %9 = load i32, i32* %1, align 4
  %10 = xor i32 %9, %8
  store i32 %10, i32* %1, align 4
  %11 = load i32, i32* %1, align 4
  %12 = shl i32 %11, 5
  %13 = load i32, i32* %1, align 4
  %14 = xor i32 %13, %12
  store i32 %14, i32* %1, align 4
  %15 = load i32, i32* %1, align 4
  store i32 %15, i32* @xs_state, align 4
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone
define internal i32 @lcg() #0 {
  %1 = load i32, i32* @lcg_state, align 4
  %2 = mul i32 %1, 1664525
  %3 = add i32 %2, 1013904223
  store i32 %3, i32* @lcg_state, align 4
  ret i32 %3
}

; Function Attrs: noinline nounwind optnone
define internal i32 @bounded(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, i32* %2, align 4
  %5 = load i32, i32* %2, align 4
  %6 = sub i32 0, %5
  %7 = load i32, i32* %2, align 4
  %8 = urem i32 %6, %7
  store i32 %8, i32* %3, align 4
  br label %9

9:                                                ; preds = %18, %1
  %10 = call i32 @pcg32() #2
  store i32 %10, i32* %4, align 4
  %11 = load i32, i32* %4, align 4
  %12 = load i32, i32* %3, align 4
  %13 = icmp uge i32 %11, %12
  br i1 %13, label %14, label %18

14:                                               ; preds = %9
  %15 = load i32, i32* %4, align 4
  %16 = load i32, i32* %2, align 4
  %17 = urem i32 %15, %16
  ret i32 %17

18:                                               ; preds = %9
  br label %9
}

declare dso_local void @abort() #1

; Function Attrs: noinline nounwind optnone
define internal i32 @pcg32() #0 {
  %1 = alloca i64, align 8
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = load i64, i64* @pcg_state, align 8
  store i64 %5, i64* %1, align 8
  %6 = load i64, i64* %1, align 8
  %7 = mul i64 %6, 6364136223846793005
  %8 = add i64 %7, 1442695040888963407
  store i64 %8, i64* @pcg_state, align 8
  %9 = load i64, i64* %1, align 8
  %10 = lshr i64 %9, 18
  %11 = load i64, i64* %1, align 8
  %12 = xor i64 %10, %11
  %13 = lshr i64 %12, 27
  %14 = trunc i64 %13 to i32
  store i32 %14, i32* %2, align 4
  %15 = load i64, i64* %1, align 8
  %16 = lshr i64 %15, 59
  %17 = trunc i64 %16 to i32
  store i32 %17, i32* %3, align 4
  %18 = load i32, i32* %3, align 4
  %19 = icmp ne i32 %18, 0
  br i1 %19, label %20, label %25

20:                                               ; preds = %0
  %21 = load i32, i32* %2, align 4
  %22 = load i32, i32* %3, align 4
  %23 = sub i32 32, %22
  %24 = shl i32 %21, %23
  br label %26

25:                                               ; preds = %0
  br label %26

26:                                               ; preds = %25, %20
  %27 = phi i32 [ %24, %20 ], [ 0, %25 ]
  store i32 %27, i32* %4, align 4
  %28 = load i32, i32* %2, align 4
  %29 = load i32, i32* %3, align 4
  %30 = lshr i32 %28, %29
  %31 = load i32, i32* %4, align 4
  %32 = and i32 %31, -1431655766
  %33 = xor i32 %30, %32
  ret i32 %33
}

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
!16 = distinct !{!16, !8}
