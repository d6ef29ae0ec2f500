; ModuleID = 'prng_shuffle.c'
source_filename = "prng_shuffle.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "armv6-none-unknown-eabi"

@perm = internal unnamed_addr global [64 x i8] zeroinitializer, align 1
@sample = internal unnamed_addr global [8 x i16] zeroinitializer, align 2
@xs_state = internal unnamed_addr global i32 -1831433054, align 4
@lcg_state = internal unnamed_addr global i32 1, align 4
@pcg_state = internal unnamed_addr global i64 -8846114313915602277, align 8

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = load i32, i32* @xs_state, align 4, !tbaa !7
  %2 = load i32, i32* @lcg_state, align 4, !tbaa !7
  br label %4

3:                                                ; preds = %4
  store i32 %14, i32* @xs_state, align 4, !tbaa !7
  store i32 %18, i32* @lcg_state, align 4, !tbaa !7
  br label %24

4:                                                ; preds = %0, %4
  %5 = phi i32 [ -2128831035, %0 ], [ %21, %4 ]
  %6 = phi i32 [ 0, %0 ], [ %22, %4 ]
  %7 = phi i32 [ %1, %0 ], [ %14, %4 ]
  %8 = phi i32 [ %2, %0 ], [ %18, %4 ]
  %9 = shl i32 %7, 13
  %10 = xor i32 %9, %7
  %11 = lshr i32 %10, 17
  %12 = xor i32 %11, %10
  %13 = shl i32 %12, 5
  %14 = xor i32 %13, %12
  %15 = xor i32 %14, %5
  %16 = mul i32 %15, 16777619
  %17 = mul i32 %8, 1664525
  %18 = add i32 %17, 1013904223
  %19 = lshr i32 %18, 7
  %20 = xor i32 %16, %19
  %21 = mul i32 %20, 16777619
  %22 = add nuw nsw i32 %6, 1
  %23 = icmp eq i32 %22, 200
  br i1 %23, label %3, label %4, !llvm.loop !11

24:                                               ; preds = %3, %116
  %25 = phi i32 [ %21, %3 ], [ %120, %116 ]
  %26 = phi i32 [ 0, %3 ], [ %121, %116 ]
  br label %31

27:                                               ; preds = %116
  %28 = load i64, i64* @pcg_state, align 8, !tbaa !13
  br label %123

29:                                               ; preds = %31
  %30 = load i64, i64* @pcg_state, align 8, !tbaa !13
  br label %38

31:                                               ; preds = %24, %31
  %32 = phi i32 [ 0, %24 ], [ %35, %31 ]
  %33 = trunc i32 %32 to i8
  %34 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %32
  store i8 %33, i8* %34, align 1, !tbaa !15
  %35 = add nuw nsw i32 %32, 1
  %36 = icmp eq i32 %35, 64
  br i1 %36, label %29, label %31, !llvm.loop !16

37:                                               ; preds = %62
  store i64 %47, i64* @pcg_state, align 8, !tbaa !13
  br label %70

38:                                               ; preds = %29, %62
  %39 = phi i32 [ 63, %29 ], [ %68, %62 ]
  %40 = phi i64 [ %30, %29 ], [ %47, %62 ]
  %41 = add nuw nsw i32 %39, 1
  %42 = xor i32 %39, -1
  %43 = urem i32 %42, %41
  br label %44

44:                                               ; preds = %44, %38
  %45 = phi i64 [ %47, %44 ], [ %40, %38 ]
  %46 = mul i64 %45, 6364136223846793005
  %47 = add i64 %46, 1442695040888963407
  %48 = lshr i64 %45, 45
  %49 = lshr i64 %45, 27
  %50 = xor i64 %48, %49
  %51 = trunc i64 %50 to i32
  %52 = lshr i64 %45, 59
  %53 = trunc i64 %52 to i32
  %54 = icmp eq i32 %53, 0
  %55 = sub nuw nsw i32 32, %53
  %56 = shl i32 %51, %55
  %57 = lshr i32 %51, %53
  %58 = and i32 %56, -1431655766
  %59 = select i1 %54, i32 0, i32 %58
  %60 = xor i32 %59, %57
  %61 = icmp ult i32 %60, %43
  br i1 %61, label %44, label %62

62:                                               ; preds = %44
  %63 = urem i32 %60, %41
  %64 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %39
  %65 = load i8, i8* %64, align 1, !tbaa !15
  %66 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %63
  %67 = load i8, i8* %66, align 1, !tbaa !15
  store i8 %67, i8* %64, align 1, !tbaa !15
  store i8 %65, i8* %66, align 1, !tbaa !15
  %68 = add nsw i32 %39, -1
  %69 = icmp ugt i32 %39, 1
  br i1 %69, label %38, label %37, !llvm.loop !17

70:                                               ; preds = %37, %98
  %71 = phi i32 [ 0, %37 ], [ %101, %98 ]
  %72 = phi i32 [ 0, %37 ], [ %100, %98 ]
  %73 = phi i32 [ 0, %37 ], [ %99, %98 ]
  %74 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %71
  %75 = load i8, i8* %74, align 1, !tbaa !15
  %76 = icmp sgt i8 %75, -1
  br i1 %76, label %77, label %98

77:                                               ; preds = %70
  %78 = zext i8 %75 to i32
  %79 = and i32 %78, 128
  %80 = icmp eq i32 %79, 0
  br i1 %80, label %81, label %93

81:                                               ; preds = %77, %81
  %82 = phi i32 [ %90, %81 ], [ %78, %77 ]
  %83 = phi i8 [ %89, %81 ], [ %75, %77 ]
  %84 = phi i8* [ %88, %81 ], [ %74, %77 ]
  %85 = phi i32 [ %87, %81 ], [ 0, %77 ]
  %86 = or i8 %83, -128
  store i8 %86, i8* %84, align 1, !tbaa !15
  %87 = add nuw nsw i32 %85, 1
  %88 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %82
  %89 = load i8, i8* %88, align 1, !tbaa !15
  %90 = zext i8 %89 to i32
  %91 = and i32 %90, 128
  %92 = icmp eq i32 %91, 0
  br i1 %92, label %81, label %93, !llvm.loop !18

93:                                               ; preds = %81, %77
  %94 = phi i32 [ 0, %77 ], [ %87, %81 ]
  %95 = add nsw i32 %73, 1
  %96 = icmp sgt i32 %94, %72
  %97 = select i1 %96, i32 %94, i32 %72
  br label %98

98:                                               ; preds = %70, %93
  %99 = phi i32 [ %73, %70 ], [ %95, %93 ]
  %100 = phi i32 [ %72, %70 ], [ %97, %93 ]
  %101 = add nuw nsw i32 %71, 1
  %102 = icmp eq i32 %101, 64
  br i1 %102, label %105, label %70, !llvm.loop !19

103:                                              ; preds = %105
  %104 = icmp eq i32 %112, 2016
  br i1 %104, label %116, label %115

105:                                              ; preds = %98, %105
  %106 = phi i32 [ %113, %105 ], [ 0, %98 ]
  %107 = phi i32 [ %112, %105 ], [ 0, %98 ]
  %108 = getelementptr inbounds [64 x i8], [64 x i8]* @perm, i32 0, i32 %106
  %109 = load i8, i8* %108, align 1, !tbaa !15
  %110 = and i8 %109, 127
  %111 = zext i8 %110 to i32
  %112 = add nuw nsw i32 %107, %111
  %113 = add nuw nsw i32 %106, 1
  %114 = icmp eq i32 %113, 64
  br i1 %114, label %103, label %105, !llvm.loop !20

115:                                              ; preds = %103
  tail call void @abort() #2
  br label %116

116:                                              ; preds = %115, %103
  %117 = xor i32 %99, %25
  %118 = shl i32 %100, 8
  %119 = xor i32 %117, %118
  %120 = mul i32 %119, 16777619
  %121 = add nuw nsw i32 %26, 1
  %122 = icmp eq i32 %121, 6
  br i1 %122, label %27, label %24, !llvm.loop !21

123:                                              ; preds = %27, %159
  %124 = phi i32 [ 0, %27 ], [ %160, %159 ]
  %125 = phi i64 [ %28, %27 ], [ %161, %159 ]
  %126 = icmp ult i32 %124, 8
  br i1 %126, label %127, label %131

127:                                              ; preds = %123
  %128 = trunc i32 %124 to i16
  %129 = getelementptr inbounds [8 x i16], [8 x i16]* @sample, i32 0, i32 %124
  store i16 %128, i16* %129, align 2, !tbaa !22
  %130 = add nuw nsw i32 %124, 1
  br label %159

131:                                              ; preds = %123
  %132 = add nuw nsw i32 %124, 1
  %133 = xor i32 %124, -1
  %134 = urem i32 %133, %132
  br label %135

135:                                              ; preds = %135, %131
  %136 = phi i64 [ %138, %135 ], [ %125, %131 ]
  %137 = mul i64 %136, 6364136223846793005
  %138 = add i64 %137, 1442695040888963407
  %139 = lshr i64 %136, 45
  %140 = lshr i64 %136, 27
  %141 = xor i64 %139, %140
  %142 = trunc i64 %141 to i32
  %143 = lshr i64 %136, 59
  %144 = trunc i64 %143 to i32
  %145 = icmp eq i32 %144, 0
  %146 = sub nuw nsw i32 32, %144
  %147 = shl i32 %142, %146
  %148 = lshr i32 %142, %144
  %149 = and i32 %147, -1431655766
  %150 = select i1 %145, i32 0, i32 %149
  %151 = xor i32 %150, %148
  %152 = icmp ult i32 %151, %134
  br i1 %152, label %135, label %153

153:                                              ; preds = %135
  store i64 %138, i64* @pcg_state, align 8, !tbaa !13
  %154 = urem i32 %151, %132
  %155 = icmp ult i32 %154, 8
  br i1 %155, label %156, label %159

156:                                              ; preds = %153
  %157 = trunc i32 %124 to i16
  %158 = getelementptr inbounds [8 x i16], [8 x i16]* @sample, i32 0, i32 %154
  store i16 %157, i16* %158, align 2, !tbaa !22
  br label %159

159:                                              ; preds = %153, %156, %127
  %160 = phi i32 [ %132, %153 ], [ %132, %156 ], [ %130, %127 ]
  %161 = phi i64 [ %138, %153 ], [ %138, %156 ], [ %125, %127 ]
  %162 = icmp eq i32 %160, 500
  br i1 %162, label %163, label %123, !llvm.loop !24

163:                                              ; preds = %159
  %164 = load i16, i16* getelementptr inbounds ([8 x i16], [8 x i16]* @sample, i32 0, i32 0), align 2, !tbaa !22
  %165 = zext i16 %164 to i32
  %166 = xor i32 %120, %165
  %167 = mul i32 %166, 16777619
  %168 = load i16, i16* getelementptr inbounds ([8 x i16], [8 x i16]* @sample, i32 0, i32 1), align 2, !tbaa !22
  %169 = zext i16 %168 to i32
  %170 = xor i32 %167, %169
  %171 = mul i32 %170, 16777619
  %172 = load i16, i16* getelementptr inbounds ([8 x i16], [8 x i16]* @sample, i32 0, i32 2), align 2, !tbaa !22
  %173 = zext i16 %172 to i32
  %174 = xor i32 %171, %173
  %175 = mul i32 %174, 16777619
  %176 = load i16, i16* getelementptr inbounds ([8 x i16], [8 x i16]* @sample, i32 0, i32 3), align 2, !tbaa !22
  %177 = zext i16 %176 to i32
  %178 = xor i32 %175, %177
  %179 = mul i32 %178, 16777619
  %180 = load i16, i16* getelementptr inbounds ([8 x i16], [8 x i16]* @sample, i32 0, i32 4), align 2, !tbaa !22
  %181 = zext i16 %180 to i32
  %182 = xor i32 %179, %181
  %183 = mul i32 %182, 16777619
  %184 = load i16, i16* getelementptr inbounds ([8 x i16], [8 x i16]* @sample, i32 0, i32 5), align 2, !tbaa !22
  %185 = zext i16 %184 to i32
  %186 = xor i32 %183, %185
  %187 = mul i32 %186, 16777619
  %188 = load i16, i16* getelementptr inbounds ([8 x i16], [8 x i16]* @sample, i32 0, i32 6), align 2, !tbaa !22
  %189 = zext i16 %188 to i32
  %190 = xor i32 %187, %189
  %191 = mul i32 %190, 16777619
  %192 = load i16, i16* getelementptr inbounds ([8 x i16], [8 x i16]* @sample, i32 0, i32 7), align 2, !tbaa !22
  %193 = zext i16 %192 to i32
  %194 = xor i32 %191, %193
  %195 = mul i32 %194, 16777619
  %196 = and i32 %195, 2147483647
  ret i32 %196
}

declare dso_local void @abort() local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="arm1136jf-s" "target-features"="+armv6,+dsp,+soft-float,+strict-align,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-thumb-mode,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{!"Debian clang version 14.0.6"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"long long", !9, i64 0}
!15 = !{!9, !9, i64 0}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12}
!20 = distinct !{!20, !12}
!21 = distinct !{!21, !12}
!22 = !{!23, !23, i64 0}
!23 = !{!"short", !9, i64 0}
!24 = distinct !{!24, !12}
